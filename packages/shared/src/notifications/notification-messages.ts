import { readWallClock } from '../appointments/wall-clock.ts';
import { perLocale } from '../common/per-locale.ts';
import type { NotificationType } from './notifications.rules.ts';

/**
 * The parameters each platform-written notification type is stored with. Its text is rendered
 * from them in the reader's language when it is read, so a German reader never gets the English
 * sentence of the moment it was written. Announcements are written by a person and stay as written.
 */
export type NotificationParamsOf = {
  class_proposed: { tutor: string; title: string };
  class_approved: { title: string };
  class_rejected: { title: string; reason: string; decision: 'rejected' | 'cancelled' };
  wallet_topped_up: { credits: number; receipt: string };
  wallet_low_balance: { balance: number; threshold: number };
  topic_answered: { author: string; title: string };
  topic_answer_accepted: { author: string; title: string };
  // `who`: the other side (the tutor for the school and the student, the student or school for
  // the tutor); `start`: the start on the school's wall clock with its zone, written at booking.
  appointment_booked: { who: string; start: string };
  appointment_cancelled: { who: string; start: string; refunded: 'yes' | 'no' };
  appointment_reminder: { who: string; start: string; hours: number };
  appointment_pending_approval: { student: string; tutor: string; start: string; price: number };
  appointment_approved: { who: string; start: string };
  appointment_rejected: { who: string; start: string; reason: string };
  appointment_rescheduled: { who: string; start: string };
  appointment_reschedule_requested: { who: string; start: string };
};
export type TemplatedType = keyof NotificationParamsOf;
export type NotificationParams = Record<string, string | number>;

const paramNames: { [T in TemplatedType]: (keyof NotificationParamsOf[T])[] } = {
  class_proposed: ['tutor', 'title'],
  class_approved: ['title'],
  class_rejected: ['title', 'reason', 'decision'],
  wallet_topped_up: ['credits', 'receipt'],
  wallet_low_balance: ['balance', 'threshold'],
  topic_answered: ['author', 'title'],
  topic_answer_accepted: ['author', 'title'],
  appointment_booked: ['who', 'start'],
  appointment_cancelled: ['who', 'start', 'refunded'],
  appointment_reminder: ['who', 'start', 'hours'],
  appointment_pending_approval: ['student', 'tutor', 'start', 'price'],
  appointment_approved: ['who', 'start'],
  appointment_rejected: ['who', 'start', 'reason'],
  appointment_rescheduled: ['who', 'start'],
  appointment_reschedule_requested: ['who', 'start'],
};

/** Every parameter arrives escaped and, if a number, formatted for the language. */
type Texts<P> = { [K in keyof P]: string };
type Templates = { [T in TemplatedType]: (p: Texts<NotificationParamsOf[T]>) => string };

const b = (text: string) => `<strong>${text}</strong>`;

const templates: Record<'en' | 'de' | 'fr' | 'pt' | 'ar', Templates> = {
  en: {
    class_proposed: (p) => `<p>${b(p.tutor)} proposed the class ${b(p.title)}.</p>`,
    class_approved: (p) => `<p>Your class ${b(p.title)} was approved.</p>`,
    class_rejected: (p) =>
      `<p>Your class ${b(p.title)} was ${p.decision === 'cancelled' ? 'cancelled' : 'rejected'}${p.reason ? `: ${p.reason}` : '.'}</p>`,
    wallet_topped_up: (p) =>
      `<p>${b(`${p.credits} credits`)} were added to the wallet. Receipt ${p.receipt}.</p>`,
    wallet_low_balance: (p) =>
      `<p>The wallet balance is down to ${b(`${p.balance} credits`)}, below your alert threshold of ${p.threshold}.</p>`,
    topic_answered: (p) => `<p>${b(p.author)} answered ${b(p.title)}.</p>`,
    topic_answer_accepted: (p) => `<p>${b(p.author)} accepted your answer to ${b(p.title)}.</p>`,
    appointment_booked: (p) => `<p>Appointment with ${b(p.who)} booked for ${b(p.start)}.</p>`,
    appointment_cancelled: (p) =>
      `<p>The appointment with ${b(p.who)} on ${b(p.start)} was cancelled${p.refunded === 'yes' ? '; the credits were refunded' : ''}.</p>`,
    appointment_reminder: (p) =>
      `<p>Reminder: appointment with ${b(p.who)} at ${b(p.start)} (in ${p.hours} h).</p>`,
    appointment_pending_approval: (p) =>
      `<p>${b(p.student)}’s booking with ${b(p.tutor)} on ${b(p.start)} (${p.price} credits) is over the monthly allowance and waits for approval.</p>`,
    appointment_approved: (p) =>
      `<p>Your appointment with ${b(p.who)} on ${b(p.start)} was approved.</p>`,
    appointment_rejected: (p) =>
      `<p>Your booking with ${b(p.who)} on ${b(p.start)} was rejected: ${p.reason}</p>`,
    appointment_rescheduled: (p) =>
      `<p>The appointment with ${b(p.who)} moved to ${b(p.start)}.</p>`,
    appointment_reschedule_requested: (p) =>
      `<p>${b(p.who)} asks to move the appointment to ${b(p.start)}.</p>`,
  },
  de: {
    class_proposed: (p) => `<p>${b(p.tutor)} hat die Klasse ${b(p.title)} vorgeschlagen.</p>`,
    class_approved: (p) => `<p>Ihre Klasse ${b(p.title)} wurde genehmigt.</p>`,
    class_rejected: (p) =>
      `<p>Ihre Klasse ${b(p.title)} wurde ${p.decision === 'cancelled' ? 'abgesagt' : 'abgelehnt'}${p.reason ? `: ${p.reason}` : '.'}</p>`,
    wallet_topped_up: (p) =>
      `<p>${b(`${p.credits} Credits`)} wurden dem Guthaben gutgeschrieben. Beleg ${p.receipt}.</p>`,
    wallet_low_balance: (p) =>
      `<p>Das Guthaben ist auf ${b(`${p.balance} Credits`)} gesunken, unter Ihre Warnschwelle von ${p.threshold}.</p>`,
    topic_answered: (p) => `<p>${b(p.author)} hat auf ${b(p.title)} geantwortet.</p>`,
    topic_answer_accepted: (p) =>
      `<p>${b(p.author)} hat Ihre Antwort auf ${b(p.title)} akzeptiert.</p>`,
    appointment_booked: (p) => `<p>Termin mit ${b(p.who)} für ${b(p.start)} gebucht.</p>`,
    appointment_cancelled: (p) =>
      `<p>Der Termin mit ${b(p.who)} am ${b(p.start)} wurde abgesagt${p.refunded === 'yes' ? '; die Credits wurden erstattet' : ''}.</p>`,
    appointment_reminder: (p) =>
      `<p>Erinnerung: Termin mit ${b(p.who)} um ${b(p.start)} (in ${p.hours} Std.).</p>`,
    appointment_pending_approval: (p) =>
      `<p>Die Buchung von ${b(p.student)} bei ${b(p.tutor)} am ${b(p.start)} (${p.price} Credits) überschreitet das Monatsbudget und wartet auf Genehmigung.</p>`,
    appointment_approved: (p) =>
      `<p>Ihr Termin mit ${b(p.who)} am ${b(p.start)} wurde genehmigt.</p>`,
    appointment_rejected: (p) =>
      `<p>Ihre Buchung bei ${b(p.who)} am ${b(p.start)} wurde abgelehnt: ${p.reason}</p>`,
    appointment_rescheduled: (p) =>
      `<p>Der Termin mit ${b(p.who)} wurde auf ${b(p.start)} verschoben.</p>`,
    appointment_reschedule_requested: (p) =>
      `<p>${b(p.who)} bittet darum, den Termin auf ${b(p.start)} zu verschieben.</p>`,
  },
  fr: {
    class_proposed: (p) => `<p>${b(p.tutor)} a proposé la classe ${b(p.title)}.</p>`,
    class_approved: (p) => `<p>Votre classe ${b(p.title)} a été approuvée.</p>`,
    class_rejected: (p) =>
      `<p>Votre classe ${b(p.title)} a été ${p.decision === 'cancelled' ? 'annulée' : 'refusée'}${p.reason ? ` : ${p.reason}` : '.'}</p>`,
    wallet_topped_up: (p) =>
      `<p>${b(`${p.credits} crédits`)} ont été ajoutés au portefeuille. Reçu ${p.receipt}.</p>`,
    wallet_low_balance: (p) =>
      `<p>Le solde du portefeuille est descendu à ${b(`${p.balance} crédits`)}, sous votre seuil d’alerte de ${p.threshold}.</p>`,
    topic_answered: (p) => `<p>${b(p.author)} a répondu à ${b(p.title)}.</p>`,
    topic_answer_accepted: (p) => `<p>${b(p.author)} a accepté votre réponse à ${b(p.title)}.</p>`,
    appointment_booked: (p) => `<p>Rendez-vous avec ${b(p.who)} réservé pour le ${b(p.start)}.</p>`,
    appointment_cancelled: (p) =>
      `<p>Le rendez-vous avec ${b(p.who)} du ${b(p.start)} a été annulé${p.refunded === 'yes' ? ' ; les crédits ont été remboursés' : ''}.</p>`,
    appointment_reminder: (p) =>
      `<p>Rappel : rendez-vous avec ${b(p.who)} le ${b(p.start)} (dans ${p.hours} h).</p>`,
    appointment_pending_approval: (p) =>
      `<p>La réservation de ${b(p.student)} avec ${b(p.tutor)} le ${b(p.start)} (${p.price} crédits) dépasse l’allocation mensuelle et attend une approbation.</p>`,
    appointment_approved: (p) =>
      `<p>Votre rendez-vous avec ${b(p.who)} le ${b(p.start)} a été approuvé.</p>`,
    appointment_rejected: (p) =>
      `<p>Votre réservation avec ${b(p.who)} le ${b(p.start)} a été refusée : ${p.reason}</p>`,
    appointment_rescheduled: (p) =>
      `<p>Le rendez-vous avec ${b(p.who)} a été déplacé au ${b(p.start)}.</p>`,
    appointment_reschedule_requested: (p) =>
      `<p>${b(p.who)} demande de déplacer le rendez-vous au ${b(p.start)}.</p>`,
  },
  pt: {
    class_proposed: (p) => `<p>${b(p.tutor)} propôs a turma ${b(p.title)}.</p>`,
    class_approved: (p) => `<p>A sua turma ${b(p.title)} foi aprovada.</p>`,
    class_rejected: (p) =>
      `<p>A sua turma ${b(p.title)} foi ${p.decision === 'cancelled' ? 'cancelada' : 'rejeitada'}${p.reason ? `: ${p.reason}` : '.'}</p>`,
    wallet_topped_up: (p) =>
      `<p>${b(`${p.credits} créditos`)} foram adicionados à carteira. Recibo ${p.receipt}.</p>`,
    wallet_low_balance: (p) =>
      `<p>O saldo da carteira desceu para ${b(`${p.balance} créditos`)}, abaixo do seu limite de alerta de ${p.threshold}.</p>`,
    topic_answered: (p) => `<p>${b(p.author)} respondeu a ${b(p.title)}.</p>`,
    topic_answer_accepted: (p) => `<p>${b(p.author)} aceitou a sua resposta a ${b(p.title)}.</p>`,
    appointment_booked: (p) => `<p>Sessão com ${b(p.who)} marcada para ${b(p.start)}.</p>`,
    appointment_cancelled: (p) =>
      `<p>A sessão com ${b(p.who)} em ${b(p.start)} foi cancelada${p.refunded === 'yes' ? '; os créditos foram reembolsados' : ''}.</p>`,
    appointment_reminder: (p) =>
      `<p>Lembrete: sessão com ${b(p.who)} às ${b(p.start)} (dentro de ${p.hours} h).</p>`,
    appointment_pending_approval: (p) =>
      `<p>A marcação de ${b(p.student)} com ${b(p.tutor)} em ${b(p.start)} (${p.price} créditos) ultrapassa o limite mensal e aguarda aprovação.</p>`,
    appointment_approved: (p) =>
      `<p>A sua sessão com ${b(p.who)} em ${b(p.start)} foi aprovada.</p>`,
    appointment_rejected: (p) =>
      `<p>A sua marcação com ${b(p.who)} em ${b(p.start)} foi rejeitada: ${p.reason}</p>`,
    appointment_rescheduled: (p) =>
      `<p>A sessão com ${b(p.who)} foi mudada para ${b(p.start)}.</p>`,
    appointment_reschedule_requested: (p) =>
      `<p>${b(p.who)} pede para mudar a sessão para ${b(p.start)}.</p>`,
  },
  // User content inside Arabic sentences is isolated, so a Latin title keeps its own direction.
  ar: {
    class_proposed: (p) =>
      `<p>اقترح ${b(`<bdi>${p.tutor}</bdi>`)} الفصل ${b(`<bdi>${p.title}</bdi>`)}.</p>`,
    class_approved: (p) => `<p>تمت الموافقة على فصلك ${b(`<bdi>${p.title}</bdi>`)}.</p>`,
    class_rejected: (p) =>
      `<p>${p.decision === 'cancelled' ? 'تم إلغاء' : 'تم رفض'} فصلك ${b(`<bdi>${p.title}</bdi>`)}${p.reason ? `: <bdi>${p.reason}</bdi>` : '.'}</p>`,
    wallet_topped_up: (p) =>
      `<p>تمت إضافة ${b(`${p.credits} رصيد`)} إلى المحفظة. الإيصال <bdi>${p.receipt}</bdi>.</p>`,
    wallet_low_balance: (p) =>
      `<p>انخفض رصيد المحفظة إلى ${b(`${p.balance} رصيد`)}، أي دون حد التنبيه ${p.threshold}.</p>`,
    topic_answered: (p) =>
      `<p>أجاب ${b(`<bdi>${p.author}</bdi>`)} عن ${b(`<bdi>${p.title}</bdi>`)}.</p>`,
    topic_answer_accepted: (p) =>
      `<p>قبل ${b(`<bdi>${p.author}</bdi>`)} إجابتك عن ${b(`<bdi>${p.title}</bdi>`)}.</p>`,
    appointment_booked: (p) =>
      `<p>تم حجز موعد مع ${b(`<bdi>${p.who}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)}.</p>`,
    appointment_cancelled: (p) =>
      `<p>تم إلغاء الموعد مع ${b(`<bdi>${p.who}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)}${p.refunded === 'yes' ? '، وأعيد الرصيد' : ''}.</p>`,
    appointment_reminder: (p) =>
      `<p>تذكير: موعد مع ${b(`<bdi>${p.who}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)} (بعد ${p.hours} ساعة).</p>`,
    appointment_pending_approval: (p) =>
      `<p>حجز ${b(`<bdi>${p.student}</bdi>`)} مع ${b(`<bdi>${p.tutor}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)} (${p.price} رصيد) يتجاوز المخصص الشهري وينتظر الموافقة.</p>`,
    appointment_approved: (p) =>
      `<p>تمت الموافقة على موعدك مع ${b(`<bdi>${p.who}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)}.</p>`,
    appointment_rejected: (p) =>
      `<p>تم رفض حجزك مع ${b(`<bdi>${p.who}</bdi>`)} في ${b(`<bdi>${p.start}</bdi>`)}: <bdi>${p.reason}</bdi></p>`,
    appointment_rescheduled: (p) =>
      `<p>تم نقل الموعد مع ${b(`<bdi>${p.who}</bdi>`)} إلى ${b(`<bdi>${p.start}</bdi>`)}.</p>`,
    appointment_reschedule_requested: (p) =>
      `<p>يطلب ${b(`<bdi>${p.who}</bdi>`)} نقل الموعد إلى ${b(`<bdi>${p.start}</bdi>`)}.</p>`,
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const numberFormat = perLocale((language) => new Intl.NumberFormat(language));
const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

/** A wall clock formatted as it stands (as if in UTC), so no zone shifts it. */
const wallClockFormat = perLocale(
  (language) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
);

/**
 * An appointment's start as a notification stores it (`wall-clock.ts`: `2026-12-05 17:00
 * (Europe/London)`, the school's wall clock and its zone) in the reader's language: "Sat, Dec 5,
 * 2026, 5:00 PM (Europe/London)", "Sa., 5. Dez. 2026, 17:00 (Europe/London)". Other text is left
 * as it is.
 */
function formatWallClock(text: string, language: string): string {
  const c = readWallClock(text);
  if (!c) return text;
  const at = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return `${wallClockFormat(language).format(at)} (${c.zone})`;
}

const isTemplated = (type: string): type is TemplatedType => Object.hasOwn(paramNames, type);

export function languageOf(locale: string): keyof typeof templates {
  const language = locale.split('-')[0] ?? 'en';
  return Object.hasOwn(templates, language) ? (language as keyof typeof templates) : 'en';
}

/**
 * A notification's message (HTML) in the reader's language, or null when the type has no
 * template or the parameters are incomplete (an announcement, a row written before types had
 * parameters): the stored message is shown then.
 */
export function notificationMessage(
  type: NotificationType | string,
  params: NotificationParams | null | undefined,
  locale: string,
): string | null {
  if (!params || !isTemplated(type)) return null;
  const language = languageOf(locale);
  const texts: Record<string, string> = {};
  for (const name of paramNames[type] as string[]) {
    const value = params[name];
    if (typeof value === 'number') texts[name] = formatNumber(value, language);
    else if (typeof value === 'string')
      texts[name] = escapeHtml(name === 'start' ? formatWallClock(value, language) : value);
    else return null;
  }
  const render = templates[language][type] as (p: Record<string, string>) => string;
  return render(texts);
}
