/**
 * PGlite's queries as named prepared statements. PGlite's own `query` sends each statement as six
 * protocol calls into its WebAssembly Postgres (parse, describe, bind, describe, execute, sync) and
 * parses and plans it every time: for a feed page that was 7 ms, of which the page's own work is
 * 2. Here a statement's text is parsed once (parse and describe, in one call) and then each run is
 * one call (bind, describe, execute, sync), planned once Postgres settles on a generic plan. Its
 * values are serialized and its rows parsed by PGlite's own serializers and parsers, as `query`
 * does. The statements are kept by text, the least recently used closed past MAX_STATEMENTS (a list
 * of ids makes a text per length). In a transaction they run between PGlite's own begin and commit.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

export const MAX_STATEMENTS = 500;

const { serialize } = protocol;

type Statement = { name: string; types: number[] };

const joined = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
};

/** A `query` for `client` that prepares each text once; `prepared()` says how many are kept. */
export function preparedQueries(client: PGlite) {
  const statements = new Map<string, Statement>();
  let made = 0;
  const send = async (parts: Uint8Array[], syncToFs = true) =>
    (await client.execProtocol(joined(parts), { syncToFs })).messages;

  const prepare = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Least recently used first: a statement used again moves to the end.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= MAX_STATEMENTS) {
      const [oldText, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      await send([serialize.close({ type: 'S', name: old.name }), serialize.sync()], false);
    }
    made += 1;
    const name = `cypher_${made}`;
    const messages = await send(
      [
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      false,
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  };

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveQuery(async () => {
      const statement = await prepare(text, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.types[i] as number;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await send([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });

  return { query, prepared: () => statements.size };
}
