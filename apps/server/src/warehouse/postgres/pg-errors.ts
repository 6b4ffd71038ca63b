// PostgreSQL's errors as WarehouseErrors with the reasons and wording of the DuckDB engine, told
// apart by SQLSTATE (the engagement role's lc_messages is C, so messages are English too).
import { DISK_FULL_DETAIL, isDiskFull } from '../../http/problem.js';
import { WarehouseError } from '../warehouse-errors.js';

/** Where the user's text sits in the statement Cairn sent (a wrapper around it). */
export interface SentText {
  text: string;
  /** Index in `text` of the user's first character. */
  userStart: number;
  userEnd: number;
}

const REFUSED_PREFIX =
  'Not allowed in the warehouse: queries may only read and build the engagement’s own tables; they cannot read files, run programs, reach other databases or change settings.';

/** Words that start a statement other than a query: seen where the query's text was expected. */
const STATEMENT_KEYWORDS = new Set(
  `INSERT UPDATE DELETE MERGE DROP CREATE ALTER TRUNCATE COPY GRANT REVOKE SET RESET SHOW CALL DO
   VACUUM ANALYZE ANALYSE LOCK BEGIN START COMMIT ROLLBACK ABORT END SAVEPOINT RELEASE PREPARE EXECUTE
   DEALLOCATE LISTEN NOTIFY UNLISTEN DISCARD LOAD CLUSTER REINDEX CHECKPOINT COMMENT SECURITY REFRESH
   IMPORT EXPLAIN DECLARE FETCH MOVE CLOSE REASSIGN`.split(/\s+/),
);

/** Copied from warehouse-connection.ts (not exported there): the same words for both engines. */
export function abortedMessage(reason: unknown): string {
  if (reason === 'cancelled') return 'The query was stopped: the run was cancelled.';
  if (reason === 'timeout') return 'The query was stopped: the run passed its time limit.';
  if (reason === 'shutdown') return 'The query was stopped: the worker is shutting down.';
  return 'The query was stopped.';
}

export const timeoutError = (seconds: number) =>
  new WarehouseError('timeout', `The query ran longer than ${seconds} seconds and was stopped.`);

export const sqlStateOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

const onlySelect = () => new WarehouseError('sql', 'Only a SELECT statement is allowed here.');
const severalStatements = () =>
  new WarehouseError('sql', 'Write exactly one SELECT statement (found more than one).');

/** A syntax error read against the user's text: where a second statement or a non-query starts. */
function syntaxError(message: string, position: number | undefined, sent: SentText | undefined) {
  // The extended protocol refuses a text of several statements without pointing at any of them.
  if (position === undefined) return /multiple commands/.test(message) ? severalStatements() : undefined;
  if (!sent) return undefined;
  const at = position - 1; // PostgreSQL counts from 1
  if (at < sent.userStart || at >= sent.userEnd) return undefined;
  // Most such words are not reserved: `(DROP TABLE x)` reads as a table named DROP, so the error
  // points past them. The text's first word tells.
  const user = sent.text.slice(sent.userStart, sent.userEnd);
  if (STATEMENT_KEYWORDS.has(firstWord(user))) return onlySelect();
  if (sent.text[at] === ';') return severalStatements();
  return STATEMENT_KEYWORDS.has(wordAt(sent.text, at)) ? onlySelect() : undefined;
}

const wordAt = (text: string, at: number) => /^[A-Za-z_]*/.exec(text.slice(at))![0].toUpperCase();

/** The first word of `sql` after blanks and comments. */
function firstWord(sql: string): string {
  const rest = sql.replace(/^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  return wordAt(rest, 0);
}

/**
 * A PostgreSQL (or connection) error as a WarehouseError: permission errors are 'refused', a lost
 * connection 'crashed' (nothing more can run in the session), anything else 'sql' with PostgreSQL's
 * own message, which never holds the connection string or the password.
 */
export function fromPostgres(err: unknown, sent?: SentText): WarehouseError {
  if (err instanceof WarehouseError) return err;
  // The statement rolled back; the same work succeeds once space is freed (as fromDuckdb says it).
  if (isDiskFull(err)) return new WarehouseError('full', DISK_FULL_DETAIL);
  const message = err instanceof Error ? err.message : String(err);
  const state = sqlStateOf(err);
  if (!state || state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state)) {
    return new WarehouseError('crashed', `The warehouse connection was lost: ${message}`, undefined, {
      cause: err,
    });
  }
  if (state === '42501' || /cross-database references/.test(message)) {
    return new WarehouseError('refused', `${REFUSED_PREFIX} (${message})`);
  }
  if (state === '0A000' && /data-modifying statement/.test(message)) return onlySelect();
  if (state === '42601') {
    const raw = (err as { position?: unknown }).position;
    const position = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
    const explained = syntaxError(message, position, sent);
    if (explained) return explained;
  }
  return new WarehouseError('sql', message);
}
