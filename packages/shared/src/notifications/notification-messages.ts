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
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Building a formatter costs far more than formatting: one per language, reused.
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
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
    else if (typeof value === 'string') texts[name] = escapeHtml(value);
    else return null;
  }
  const render = templates[language][type] as (p: Record<string, string>) => string;
  return render(texts);
}
