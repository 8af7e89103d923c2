/**
 * The app loads the styles of the Mantine components it uses, not the whole library
 * (app/mantine-styles.ts, or the file that uses a component only its page shows). A component whose
 * styles nobody loads renders unstyled (a Grid of one column, a Switch without its track).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../src/client');
const styles = join(__dirname, '../../node_modules/@mantine/core/styles');
const cssOf = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]));
const everywhere = cssOf(readFileSync(join(root, 'app/mantine-styles.ts'), 'utf8'));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );

describe('Mantine styles', () => {
  it('are loaded for every Mantine component the app renders', () => {
    const missing: string[] = [];
    for (const file of files(root)) {
      const source = readFileSync(file, 'utf8');
      const own = cssOf(source);
      for (const [, names = ''] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g))
        for (const name of names.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()))
          if (existsSync(join(styles, `${name}.css`)) && !everywhere.has(name) && !own.has(name))
            missing.push(`${file.slice(root.length + 1)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
