// Frontend test layer setup: Testing Library's DOM matchers for every frontend test, and the
// TextEncoder/TextDecoder that react-router 7 expects and jsdom does not provide.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
