// `npm run lint` runs this: the frontends' message catalogues against each other and the code,
// and every message the server can send against its translations (rules/src/serverMessages.ts).
import path from 'node:path';
import { LOCALES } from '../../rules/src/locales';
import { checkFrontends } from './catalogues';
import { checkServerMessages } from './serverMessages';

const root = path.resolve(__dirname, '../..');
const problems = [
  ...checkFrontends(path.join(root, 'frontends'), LOCALES),
  ...checkServerMessages(root),
];
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length > 0) {
  console.error(
    `message catalogues: ${problems.length} problem(s) (frontends/README.md "Messages", rules/README.md "Server messages")`,
  );
  process.exit(1);
}
console.log(
  'message catalogues: every language complete, every id used and known, every server message translated',
);
