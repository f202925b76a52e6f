import { eq } from 'drizzle-orm';
import { excerptOf, plainText } from '../lib/rich-text.ts';
import type { users } from '../modules/auth/auth.table.ts';
import {
  topicAnswers,
  topicFavourites,
  topics,
  topicViews,
  topicVotes,
} from '../modules/topics/topics.table.ts';
import { rememberTopicWords } from '../modules/topics/topics.repository.ts';
import { subjects } from '../modules/tutors/tutors.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;
type Who = 'student' | 'admin' | 'editor' | 'tutor' | 'pupil';
type Reply = { by: Who; body: string; votes: number };
type Spec = {
  title: string;
  body: string;
  subject: string | null;
  tags: string[];
  by: Who;
  hoursAgo: number;
  answers: Reply[];
  accepted?: number;
  favourite?: boolean;
  closed?: string;
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** Questions of the demo school: answered, accepted, voted, starred, and a few left waiting. */
const specs: Spec[] = [
  {
    title: 'How do I factor x² + 5x + 6?',
    body: p(
      'I keep getting the signs wrong when I <strong>factor quadratics</strong>. Is there a method that always works?',
    ),
    subject: 'mathematics',
    tags: ['algebra', 'quadratics'],
    by: 'student',
    hoursAgo: 30,
    answers: [
      {
        by: 'tutor',
        body: p(
          'Look for two numbers that <em>multiply</em> to 6 and <em>add</em> to 5: 2 and 3. So (x + 2)(x + 3).',
        ),
        votes: 6,
      },
      { by: 'pupil', body: p('You can always check by expanding the brackets again.'), votes: 2 },
    ],
    accepted: 0,
    favourite: true,
  },
  {
    title: 'Why does ice float on water?',
    body: p('If solids are usually denser than liquids, why is ice different?'),
    subject: 'chemistry',
    tags: ['hydrogen-bonds', 'density'],
    by: 'pupil',
    hoursAgo: 70,
    answers: [
      {
        by: 'tutor',
        body: p(
          'Hydrogen bonds hold ice in an open hexagonal lattice, so it takes more room than liquid water.',
        ),
        votes: 4,
      },
    ],
    accepted: 0,
  },
  {
    title: 'Tips for structuring a persuasive essay?',
    body: p(
      'Our English coursework asks for a persuasive essay. How should I plan the paragraphs?',
    ),
    subject: 'english',
    tags: ['essays', 'coursework'],
    by: 'student',
    hoursAgo: 8,
    answers: [
      {
        by: 'editor',
        body: '<ol><li>Hook and thesis</li><li>Three arguments, strongest last</li><li>Counter-argument and rebuttal</li><li>Conclusion that calls to act</li></ol>',
        votes: 3,
      },
      {
        by: 'tutor',
        body: p('Read it aloud once: weak links between paragraphs stand out at once.'),
        votes: 1,
      },
    ],
    favourite: true,
  },
  {
    title: 'What caused the First World War?',
    body: p('I need the long-term and short-term causes for a history test next week.'),
    subject: 'history',
    tags: ['ww1', 'revision'],
    by: 'pupil',
    hoursAgo: 120,
    answers: [
      {
        by: 'tutor',
        body: p(
          'Remember <strong>MAIN</strong>: militarism, alliances, imperialism, nationalism; then the assassination in Sarajevo as the trigger.',
        ),
        votes: 5,
      },
    ],
    accepted: 0,
  },
  {
    title: 'Recursion versus loops in Python',
    body:
      p('When should I use recursion instead of a loop?') +
      '<pre><code class="language-python">def fact(n):\n    return 1 if n == 0 else n * fact(n - 1)</code></pre>',
    subject: 'computer-science',
    tags: ['python', 'recursion'],
    by: 'student',
    hoursAgo: 50,
    answers: [
      {
        by: 'tutor',
        body: p(
          'Use recursion when the problem is itself recursive (trees, divide and conquer); Python limits depth to about 1000, so loops are safer for long runs.',
        ),
        votes: 3,
      },
      { by: 'admin', body: p('We cover this in the Thursday coding club, come along!'), votes: 0 },
    ],
  },
  {
    title: 'How to remember the stages of mitosis?',
    body: p('Prophase, metaphase… I always mix up the order.'),
    subject: 'biology',
    tags: ['cells', 'revision'],
    by: 'pupil',
    hoursAgo: 200,
    answers: [
      {
        by: 'pupil',
        body: p('PMAT: <em>P</em>lease <em>M</em>ake <em>A</em>nother <em>T</em>ea.'),
        votes: 7,
      },
    ],
    accepted: 0,
    favourite: true,
  },
  {
    title: 'Is there a reading list for the summer?',
    body: p('Does the school publish a reading list for Grade 9?'),
    subject: null,
    tags: ['reading'],
    by: 'pupil',
    hoursAgo: 300,
    answers: [
      {
        by: 'admin',
        body: p('Yes: it is on the library page and in the next newsletter.'),
        votes: 1,
      },
    ],
    closed: 'Answered in the newsletter.',
  },
  {
    title: 'Difference between speed and velocity',
    body: p('Are speed and velocity the same thing in physics exams?'),
    subject: 'physics',
    tags: ['kinematics'],
    by: 'student',
    hoursAgo: 4,
    answers: [],
  },
  {
    title: 'How do supply and demand curves shift?',
    body: p('I do not understand when the curve moves and when we move along it.'),
    subject: 'economics',
    tags: ['markets'],
    by: 'pupil',
    hoursAgo: 26,
    answers: [
      {
        by: 'tutor',
        body: p(
          'A change in <strong>price</strong> moves along the curve; anything else (income, tastes, costs) shifts it.',
        ),
        votes: 2,
      },
    ],
  },
  // Waiting for more than 48 hours: the console suggests finding a tutor for these.
  {
    title: 'Conjugating irregular French verbs',
    body: p('Is there a trick for être, avoir, aller and faire in the present tense?'),
    subject: 'languages',
    tags: ['french', 'verbs'],
    by: 'pupil',
    hoursAgo: 96,
    answers: [],
  },
  {
    title: 'Reading sheet music for the clarinet',
    body: p('I play by ear. Where do I start with reading notes?'),
    subject: 'music',
    tags: ['clarinet'],
    by: 'student',
    hoursAgo: 80,
    answers: [],
    favourite: true,
  },
  {
    title: 'Why are river deltas shaped like triangles?',
    body: p('Our geography project is about the Nile delta.'),
    subject: 'geography',
    tags: ['rivers', 'project'],
    by: 'pupil',
    hoursAgo: 150,
    answers: [],
  },
];

/** The demo school's topics: every list, filter and the 48-hour hint shows something. */
export async function seedTopics(
  tx: Database,
  schoolId: string,
  accounts: UserRow[],
  now = new Date(),
): Promise<void> {
  const catalogue = new Map((await tx.select().from(subjects)).map((s) => [s.key, s.id]));
  const one = (role: UserRow['role']) => accounts.find((u) => u.role === role);
  const pupils = accounts.filter((u) => u.role === 'student').slice(1, 40);
  // The demo tutor answers (it teaches an approved class here), so its sign-in shows its answers.
  const demoEmails = new Set(demoAccounts.map((a) => a.email));
  const tutors = accounts.filter((u) => u.role === 'tutor' && demoEmails.has(u.email));
  const student = one('student');
  const admin = one('sadmin');
  const editor = one('editor');
  if (!student || !admin || !editor || tutors.length === 0 || pupils.length === 0) return;
  let turn = 0;
  const pick = (who: Who): UserRow => {
    turn += 1;
    const from = {
      student: [student],
      admin: [admin],
      editor: [editor],
      tutor: tutors,
      pupil: pupils,
    }[who];
    return from[turn % from.length] ?? student;
  };
  const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);

  for (const spec of specs) {
    const text = plainText(spec.body);
    const createdAt = hours(spec.hoursAgo);
    const asker = pick(spec.by);
    const [topic] = await tx
      .insert(topics)
      .values({
        schoolId,
        authorId: asker.id,
        title: spec.title,
        bodyHtml: spec.body,
        bodyText: text,
        excerpt: excerptOf(text),
        subjectId: spec.subject ? (catalogue.get(spec.subject) ?? null) : null,
        tags: spec.tags,
        createdAt,
        lastActivityAt: createdAt,
      })
      .returning();
    if (!topic) continue;
    let lastActivityAt = createdAt;
    let votes = 0;
    const answerIds: string[] = [];
    for (const [i, reply] of spec.answers.entries()) {
      const at = hours(spec.hoursAgo - (i + 1) * Math.min(3, spec.hoursAgo / 4));
      const author = pick(reply.by);
      const voters = pupils.filter((u) => u.id !== author.id).slice(i * 5, i * 5 + reply.votes);
      const [row] = await tx
        .insert(topicAnswers)
        .values({
          topicId: topic.id,
          schoolId,
          authorId: author.id,
          bodyHtml: reply.body,
          score: voters.length,
          createdAt: at,
        })
        .returning({ id: topicAnswers.id });
      if (!row) continue;
      answerIds.push(row.id);
      if (voters.length > 0)
        await tx.insert(topicVotes).values(voters.map((u) => ({ answerId: row.id, userId: u.id })));
      votes += voters.length;
      lastActivityAt = at;
    }
    const viewers = pupils.slice(0, 3 + (spec.title.length % 20));
    await tx.insert(topicViews).values(
      viewers.map((u) => ({
        topicId: topic.id,
        userId: u.id,
        day: createdAt.toISOString().slice(0, 10),
      })),
    );
    const acceptedAnswerId =
      spec.accepted !== undefined ? (answerIds[spec.accepted] ?? null) : null;
    await tx
      .update(topics)
      .set({
        answerCount: answerIds.length,
        voteCount: votes,
        viewCount: viewers.length,
        lastActivityAt,
        acceptedAnswerId,
        status: spec.closed ? 'closed' : acceptedAnswerId ? 'answered' : 'open',
        closedReason: spec.closed ?? null,
        closedAt: spec.closed ? lastActivityAt : null,
      })
      .where(eq(topics.id, topic.id));
    if (spec.favourite) {
      await tx.insert(topicFavourites).values([
        { userId: student.id, topicId: topic.id },
        { userId: admin.id, topicId: topic.id },
      ]);
    }
  }
  await rememberTopicWords(tx);
}
