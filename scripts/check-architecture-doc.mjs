// Fails when docs/architecture.md names, in backticks, a file or a symbol the repository does not have,
// so the map of the code cannot drift from the code (docs/architecture.md, ADR 047). A name with a
// slash or a file extension must be the end of a tracked path (or, for a folder made at run time or a
// package, be written in the source); any other name must start with an identifier that occurs as a
// whole word in a tracked file outside docs/. Patterns (`<area>`, `NNN`) and endpoints are not names.
// It also fails when the ADR index (docs/decisions/README.md) is out of number order or misses a record.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DOC = 'docs/architecture.md';
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const paths = new Set(
  tracked.flatMap((file) => {
    const parts = file.split('/');
    // the file and every folder above it, each with every leading part dropped
    const all = [];
    for (let end = parts.length; end > 0; end -= 1)
      for (let start = 0; start < end; start += 1) all.push(parts.slice(start, end).join('/'));
    return all;
  }),
);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|sql|ya?ml|html|css)$|^README\.md$|\/README\.md$/;
const words = new Set();
const texts = [];
for (const file of tracked) {
  if (file.startsWith('docs/') || !TEXT_FILE.test(file)) continue;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  texts.push(text);
  for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
}

const problems = [];
const names = [...readFileSync(DOC, 'utf8').matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
for (const name of new Set(names)) {
  if (/^(?:GET|POST|PUT|PATCH|DELETE) /.test(name)) continue; // an endpoint, named by its URL
  if (/[<{*§…]|NNN/.test(name) && !/^[A-Za-z_$][\w$]*[(<]/.test(name)) continue; // a pattern, not a name
  const looksLikePath = /\//.test(name) || /\.[a-z]{2,4}$/.test(name);
  if (looksLikePath) {
    const path = name.replace(/^\.\//, '').replace(/\/$/, '').replace(/\s.*$/, '');
    if (path.startsWith('/') || /^https?:/.test(path)) continue; // a URL path of the running app
    // A folder made at run time (the data folder) or a package name is named by the source instead.
    const named = paths.has(path) || texts.some((text) => text.includes(name));
    if (!named) problems.push(`no file or folder ends with '${path}'`);
    continue;
  }
  const identifier = name.match(/^[A-Za-z_$][\w$]*/)?.[0];
  if (identifier && !words.has(identifier)) problems.push(`'${identifier}' occurs nowhere in the source`);
}

// The ADR index lists every record once, in number order.
const INDEX = 'docs/decisions/README.md';
const listed = [...readFileSync(INDEX, 'utf8').matchAll(/^\| \[(\d{3})\]\((\d{3})-[^)]+\.md\)/gm)];
listed.forEach((row, i) => {
  if (row[1] !== row[2]) problems.push(`${INDEX}: row ${row[1]} links to record ${row[2]}`);
  if (i > 0 && Number(row[1]) <= Number(listed[i - 1][1]))
    problems.push(`${INDEX}: ${row[1]} is listed after ${listed[i - 1][1]}`);
});
const records = tracked.filter(
  (file) => /^docs\/decisions\/\d{3}-.+\.md$/.test(file) && !file.includes('/000-'),
);
for (const file of records) {
  const number = file.slice('docs/decisions/'.length, 'docs/decisions/'.length + 3);
  if (!listed.some((row) => row[1] === number)) problems.push(`${INDEX} does not list ${file}`);
}

if (problems.length > 0) {
  console.error(`The docs name what the repository does not have:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `${DOC}: every name in backticks exists (${new Set(names).size} checked); the ADR index lists ${listed.length} records in order.`,
  );
}
