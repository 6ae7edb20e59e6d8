// Webpack loader for the message catalogues (`src/i18n/<language>.json`, frontends/README.md
// "Messages"), and jest's transform of them (tooling/test-infra/messages-jest.js): each ICU
// message is parsed at build time. A message without arguments, plurals or tags becomes its
// plain text (most are); any other becomes FormatJS's AST, which intl-messageformat formats
// without the ICU parser, so the parser never ships to the browser (webpack.shared.js points
// the parser's package at its no-parser build): 6.5 KiB less on every page, compressed.
// A message that does not parse fails the build, naming the file and the id.
// The kit's copy of the parser: the version its intl-messageformat formats.
const { parse, TYPE } = require(
  require.resolve('@formatjs/icu-messageformat-parser', { paths: [`${__dirname}/kit/src`] }),
);

function compileMessages(messages, file) {
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    let ast;
    try {
      ast = parse(message);
    } catch (cause) {
      throw new Error(`${file}: message ${id} is not valid ICU: ${cause.message}`);
    }
    const literal = ast.every((element) => element.type === TYPE.literal);
    compiled[id] = literal ? ast.map((element) => element.value).join('') : ast;
  }
  return compiled;
}

module.exports = function messagesLoader(source) {
  return JSON.stringify(compileMessages(JSON.parse(source), this.resourcePath));
};
module.exports.compileMessages = compileMessages;
