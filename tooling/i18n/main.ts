// `npm run lint` runs this: the frontends' message catalogues against each other and the code.
import path from 'node:path';
import { LOCALES } from '../../rules/src/locales';
import { checkFrontends } from './catalogues';

const problems = checkFrontends(path.resolve(__dirname, '../../frontends'), LOCALES);
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length > 0) {
  console.error(
    `message catalogues: ${problems.length} problem(s) (frontends/README.md "Messages")`,
  );
  process.exit(1);
}
console.log('message catalogues: every language complete, every id used and known');
