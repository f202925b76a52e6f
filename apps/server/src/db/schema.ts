// Every module's tables, gathered for Drizzle (queries and migration generation).
export * from '../modules/school/school.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/students/students.table.ts';
export * from '../modules/uploads/uploads.table.ts';
export * from '../modules/outbox/outbox.table.ts';
export * from '../modules/tutors/tutors.table.ts';
export * from '../modules/classes/classes.table.ts';
export * from '../modules/wallet/wallet.table.ts';
