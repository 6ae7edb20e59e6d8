// The product's rules shared by the gateway, the services and the frontends, published as
// `@portico/rules` (README.md). Nothing here may import Node or any package: browsers bundle it.
export * from './audiences';
export * from './brandColours';
export * from './brandImages';
export * from './captions';
export * from './featureFlags';
export * from './formQuestions';
export * from './invoiceTotals';
export * from './locales';
export * from './messagePosts';
export * from './pageHead';
export * from './plans';
export * from './roles';
export * from './platformSettings';
export * from './serverMessages';
export * from './webhooks';
