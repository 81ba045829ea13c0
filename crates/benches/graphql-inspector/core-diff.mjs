// graphql-inspector's library the way ../shared/notes/measurements.md measured it: graphql-js
// buildSchema on both files, then @graphql-inspector/core diff(). With --assume-valid, SDL
// validation is skipped (buildSchema's assumeValidSDL), as graphql-inspector's lenient loading does.
import { buildSchema } from 'graphql';
import { diff } from '@graphql-inspector/core';
import fs from 'fs';

const args = process.argv.slice(2);
const assumeValidSDL = args.includes('--assume-valid');
const [oldPath, newPath] = args.filter((a) => !a.startsWith('--'));
const build = (path) => buildSchema(fs.readFileSync(path, 'utf8'), { assumeValidSDL });
const changes = await diff(build(oldPath), build(newPath));
const count = (level) => changes.filter((c) => c.criticality.level === level).length;
console.log(`${count('BREAKING')} breaking, ${count('DANGEROUS')} dangerous, ${count('NON_BREAKING')} safe`);
