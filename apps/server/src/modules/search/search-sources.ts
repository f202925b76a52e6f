import { hasPermission, type Permission } from '@school/shared/auth/roles';
import { contactListQuerySchema } from '@school/shared/chat/chat.contract';
import { classListQuerySchema } from '@school/shared/classes/classes.contract';
import { pagesFor } from '@school/shared/layout/menu';
import type { SearchGroup } from '@school/shared/search/search.rules';
import type { SearchHit } from '@school/shared/search/search.contract';
import { studentListQuerySchema } from '@school/shared/students/students.contract';
import { topicListQuerySchema } from '@school/shared/topics/topics.contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { ModuleServices } from '../module.ts';

/** What one group found: up to `limit` hits, and whether more matched. */
export type Found = { items: SearchHit[]; more: boolean };
export type Source = {
  group: SearchGroup;
  /** The permission of the source's own list route: search shows what that route would. */
  permission?: Permission;
  /** Needs a school (the platform admin must have chosen one). */
  school: boolean;
  find: (auth: AuthContext, q: string, limit: number) => Promise<Found>;
};

type Services = Pick<
  ModuleServices,
  'students' | 'classes' | 'topics' | 'chat' | 'wallet' | 'uploads' | 'exports'
>;

const words = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
const matches = (q: string, ...fields: (string | null | undefined)[]) => {
  const haystack = fields.filter(Boolean).join(' ').toLocaleLowerCase();
  return words(q).every((w) => haystack.includes(w));
};
const found = (items: SearchHit[], total: number, limit: number): Found => ({
  items: items.slice(0, limit),
  more: total > limit,
});

/**
 * Each group reads through its module's own list (its query, its indexes, its scoping) and says
 * whether its total passes what it shows. No data is copied for search.
 */
export function searchSources(services: Services): Source[] {
  const { students, classes, topics, chat, wallet, uploads, exports } = services;
  return [
    {
      group: 'pages',
      school: false,
      async find(auth, q, limit) {
        const hits = pagesFor(auth.user.role)
          .filter((p) => !q || matches(q, p.title, p.path))
          .map((p) => ({
            id: p.id,
            title: p.title,
            subtitle: p.path,
            at: null,
            link: p.path,
            icon: p.icon,
          }));
        return found(hits, hits.length, limit);
      },
    },
    {
      group: 'files',
      permission: 'wallet.view',
      school: true,
      // Receipts of the school's top-ups: the newest page of the wallet's own list.
      async find(auth, q, limit) {
        const page = await wallet.topUps.list(auth, 1, 100, auth.school);
        const hits = page.items
          .filter((t) => t.receiptNumber && matches(q, t.receiptNumber, String(t.credits)))
          .map((t) => ({
            id: t.id,
            title: t.receiptNumber ?? '',
            subtitle: null,
            at: t.completedAt ?? t.createdAt,
            link: `/wallet/receipts/${t.id}`,
            icon: 'receipt',
            kind: 'receipt' as const,
          }));
        return found(hits, hits.length, limit);
      },
    },
    {
      group: 'files',
      // Everyone has images: their own, and a school admin their school's (the uploads' rule).
      school: false,
      async find(auth, q, limit) {
        const images = await uploads.findImages(auth, q, limit);
        return {
          items: images.items.map((image) => ({
            id: image.id,
            title: image.name,
            subtitle: null,
            at: image.createdAt.toISOString(),
            link: image.url,
            icon: 'photo',
            kind: 'image' as const,
          })),
          more: images.more,
        };
      },
    },
    {
      group: 'files',
      // One's own CSV exports, of the kinds one's role may still make (the exports' rule).
      school: false,
      async find(auth, q, limit) {
        const made = await exports.find(auth, q, limit);
        return {
          items: made.items.map((e) => ({
            id: e.id,
            title: e.fileName,
            subtitle: e.rowCount === null ? null : `${e.rowCount} rows`,
            at: e.createdAt.toISOString(),
            link: `/api/exports/${e.id}/download`,
            icon: 'file-spreadsheet',
            kind: 'export' as const,
          })),
          more: made.more,
        };
      },
    },
    {
      group: 'contacts',
      permission: 'students.manage',
      school: true,
      async find(auth, q, limit) {
        const query = studentListQuerySchema.parse({ q, pageSize: limit });
        const page = await students.list(auth, query);
        const hits = page.items.map((s) => {
          const name = `${s.firstName} ${s.lastName}`;
          return {
            id: s.id,
            title: name,
            subtitle: s.email,
            at: null,
            link: `/manage-students?q=${encodeURIComponent(name)}`,
            icon: 'user',
          };
        });
        return found(hits, page.total, limit);
      },
    },
    {
      group: 'contacts',
      permission: 'chat.use',
      // Chat's own rules say whom a tutor reaches, in every school where they teach.
      school: false,
      // Staff and tutors of the school: the people chat lets the caller reach.
      async find(auth, q, limit) {
        const query = contactListQuerySchema.parse({ q, pageSize: limit });
        // Chat turned off for the caller (their school's switch, or a tutor who teaches nowhere)
        // leaves this group out; the rest of the search still answers.
        const page = await chat.contacts(auth, query).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'forbidden') return null;
          throw error;
        });
        if (!page) return found([], 0, limit);
        const hits = page.items
          .filter((p) => p.role !== 'student' || !hasPermission(auth.user.role, 'students.manage'))
          .map((p) => ({
            id: p.id,
            title: p.name,
            subtitle: p.role,
            at: null,
            link: p.conversationId
              ? `/chat?c=${p.conversationId}`
              : `/chat?q=${encodeURIComponent(p.name)}`,
            icon: p.role === 'tutor' ? 'school' : 'user',
          }));
        return found(hits, page.total, limit);
      },
    },
    {
      group: 'classes',
      permission: 'classes.view',
      school: true,
      async find(auth, q, limit) {
        const query = classListQuerySchema.parse({ q, pageSize: limit });
        const page = await classes.list(auth, query);
        const hits = page.items.map((c) => ({
          id: c.id,
          title: c.title,
          subtitle: c.subject.name,
          at: null,
          link: `/manage-classes/${c.id}`,
          icon: 'chalkboard',
        }));
        return found(hits, page.total, limit);
      },
    },
    {
      group: 'topics',
      permission: 'topics.view',
      school: true,
      async find(auth, q, limit) {
        const query = topicListQuerySchema.parse({ q, pageSize: limit, schoolId: auth.school });
        const page = await topics.list(auth, query);
        const hits = page.items.map((t) => ({
          id: t.id,
          title: t.title,
          subtitle: t.subject?.name ?? null,
          at: null,
          link: `/manage-topics/${t.id}`,
          icon: 'messages',
        }));
        return found(hits, page.total, limit);
      },
    },
  ];
}
