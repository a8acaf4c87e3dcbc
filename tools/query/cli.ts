// `npm run --silent query -- LISTINGS.json FILTERS.json [--now ISO] [--order list|map|price_asc|price_desc|size_desc|distance] [--only-onboarding]`
import { runQueryCommand } from './query-command.ts';

process.exitCode = await runQueryCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
