/** The log every part of the server writes to (the console by default). */
export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;
