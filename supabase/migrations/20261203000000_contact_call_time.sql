-- When the visitor would rather be called, the form's optional choice (callTimes of
-- src/lib/contact/contact-schema.ts); null: not said. Kept, shown and deleted with the rest of the message, as the
-- Node server's SQLite does (server/store/migrations.ts).
alter table contact.messages
  add column call_time text constraint messages_call_time_check check (call_time in ('morning', 'midday', 'afternoon', 'evening', 'any'));
