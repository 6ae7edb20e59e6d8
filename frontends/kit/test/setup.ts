// Frontend test layer setup: Testing Library's DOM matchers for every frontend test, the
// TextEncoder/TextDecoder that react-router 7 expects and jsdom does not provide, and Node's own
// Request/Response/Headers, which the generated API client (openapi-fetch) builds every call
// from. jsdom has none of them; vm.runInThisContext reads them from Node's main realm, so tests
// exercise the same fetch primitives a browser has, not a hand-written imitation.
import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';
import { assertNoUndeclaredCalls } from '../src/testing/scriptedApi';

const fetchPrimitives = runInThisContext('({ Request, Response, Headers })') as {
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
};

Object.assign(globalThis, { TextEncoder, TextDecoder, ...fetchPrimitives });

// findBy* and waitFor wait up to 3 s for a screen (Testing Library's default is 1 s): with the
// images building beside the unit layer, a screen's first render took longer than that once.
configure({ asyncUtilTimeout: 3000 });

// A test whose screen called an endpoint the gateway does not declare fails, naming it.
afterEach(() => {
  assertNoUndeclaredCalls();
});
