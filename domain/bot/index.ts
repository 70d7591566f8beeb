// Flora Bot's answers (read-api/bot); the bot itself lives in the read-api.
export * from './responses';
