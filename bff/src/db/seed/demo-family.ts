import { randomUUID } from 'node:crypto';
import { CHILD_CONSENT_VERSION } from '@portal/contracts';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { rebuildChildDays } from '../../lib/progress/child-days';
import { refreshProgress } from '../../lib/progress/progress';
import { placeholderEmail } from '../../routes/children/children.service';
import type { Db } from '../client';
import {
  account,
  children,
  families,
  goals,
  limits,
  pixKeys,
  taskAssignments,
  taskSubmissions,
  tasks,
  transactions,
  user,
} from '../schema';

/** Sign-in data of the demo family, listed in the README. */
export const DEMO_CREDENTIALS = {
  parent: { email: 'demo@mesadinha.app', password: 'demo1234' },
  children: [
    { username: 'ana', pin: '123456', age: 10 },
    { username: 'bruno', pin: '123456', age: 14 },
  ],
} as const;

/** Arbitrary constant: advisory lock so two instances starting together seed once. */
const SEED_LOCK_ID = 727_002;

/** XP for a reward (spec 001 §9: 10 per currency unit, minimum 10, rounded). */
function xpFor(valueCents: number): number {
  return Math.max(10, Math.round(valueCents / 10));
}

/** São Paulo calendar date of `date` as 'YYYY-MM-DD'. */
function saoPauloDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

function daysAgo(days: number, now: Date): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

interface LedgerLine {
  type: 'task_reward' | 'goal_deposit';
  description: string;
  amountCents: number;
  at: Date;
  submissionId?: string;
  taskId?: string;
  goalId?: string;
}

/**
 * Inserts the demo family when the database has no family yet: parent demo@mesadinha.app
 * (password demo1234, e-mail verified, active subscription), children Ana (10, kids) and
 * Bruno (14, teens) with PIN 123456, five tasks (one weekly recurring, one needing a photo,
 * one assigned to nobody, one done by Bruno and waiting for approval), submissions and ledger
 * entries whose sums are the
 * children's balances. Idempotent: does nothing when any family exists.
 *
 * @returns whether the demo family was created by this call.
 */
export async function seedDemoFamily(db: Db, now = new Date()): Promise<{ created: boolean }> {
  // Hash outside the transaction: scrypt is slow and the lock should be short.
  const [passwordHash, pinHash] = await Promise.all([
    hashPassword(DEMO_CREDENTIALS.parent.password),
    hashPassword(DEMO_CREDENTIALS.children[0].pin),
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: families.id }).from(families).limit(1);
    if (existing.length > 0) return { created: false };

    const parentId = randomUUID();
    await tx.insert(user).values({
      id: parentId,
      name: 'Responsável Demo',
      email: DEMO_CREDENTIALS.parent.email,
      emailVerified: true,
      role: 'parent',
      familyId: parentId,
    });
    // better-auth's e-mail/password sign-in reads the hash from the 'credential' account,
    // whose accountId is the user id.
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: parentId,
      providerId: 'credential',
      userId: parentId,
      password: passwordHash,
    });
    await tx.insert(families).values({
      id: parentId,
      name: 'Família Demo',
      parentName: 'Responsável Demo',
      parentEmail: DEMO_CREDENTIALS.parent.email,
      monthlyBudgetCents: 40000,
      subscriptionStatus: 'active',
      subscriptionMode: 'subscription',
      subscriptionIntervalCount: 1,
      subscriptionActivatedAt: now,
    });
    await tx.insert(limits).values({ familyId: parentId });

    // Ana has no e-mail, as a parent may now choose (issue 41, ADR 074); Bruno has one.
    const childSpecs = [
      { name: 'Ana', username: 'ana', age: 10, weeklyLimitCents: 2000, email: null },
      {
        name: 'Bruno',
        username: 'bruno',
        age: 14,
        weeklyLimitCents: 3000,
        email: 'bruno.demo@mesadinha.app',
      },
    ];
    const childIds: Record<string, string> = {};
    for (const { email, ...spec } of childSpecs) {
      const userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: spec.name,
        email: email ?? placeholderEmail(userId),
        emailVerified: true,
        role: 'child',
        username: spec.username,
        familyId: parentId,
      });
      const [row] = await tx
        .insert(children)
        .values({
          ...spec,
          familyId: parentId,
          userId,
          email,
          pinHash,
          // The demo parent "ticked" the consent of the version current at seeding (ADR 027).
          consentVersion: CHILD_CONSENT_VERSION,
          consentAt: now,
        })
        .returning({ id: children.id });
      childIds[spec.username] = row!.id;
    }
    const ana = childIds.ana!;
    const bruno = childIds.bruno!;
    // Bruno (14) keeps a Pix key of his own, so 'Pagar via Pix' works in the demo (issue 40).
    await tx.insert(pixKeys).values({
      childId: bruno,
      familyId: parentId,
      keyType: 'email',
      keyValue: 'bruno.demo@mesadinha.app',
      city: 'São Paulo',
      updatedAt: now,
    });
    const today = saoPauloDate(now);

    const [bed, reading, dishes, backpack, plants] = await tx
      .insert(tasks)
      .values([
        {
          familyId: parentId,
          title: 'Arrumar a cama',
          description: 'Deixar a cama arrumada antes da escola.',
          valueCents: 300,
          category: 'Limpeza',
          requiresApproval: true,
          dueDate: today,
          timeLimit: '08:00',
          isRecurring: true,
          recurringType: 'weekly',
          createdAt: daysAgo(6, now),
        },
        {
          familyId: parentId,
          title: 'Ler um capítulo de livro',
          description: 'Tire uma foto da página em que parou.',
          valueCents: 500,
          category: 'Estudos',
          requiresPhoto: true,
          requiresApproval: true,
          priority: 'high',
          createdAt: daysAgo(5, now),
        },
        {
          familyId: parentId,
          title: 'Lavar a louça',
          description: 'Qualquer um pode fazer: vale para todos.',
          valueCents: 400,
          category: 'Cozinha',
          requiresApproval: true,
          createdAt: daysAgo(4, now),
        },
        {
          familyId: parentId,
          title: 'Organizar a mochila',
          valueCents: 250,
          category: 'Organização',
          requiresApproval: false,
          priority: 'low',
          createdAt: daysAgo(3, now),
        },
        {
          familyId: parentId,
          title: 'Regar as plantas',
          description: 'Regar os vasos da varanda.',
          valueCents: 200,
          category: 'Jardim',
          requiresApproval: true,
          // Done by Bruno two hours ago and waiting in the approval queue.
          completed: true,
          completedAt: new Date(now.getTime() - 2 * 3_600_000),
          createdAt: daysAgo(1, now),
        },
      ])
      .returning({
        id: tasks.id,
        title: tasks.title,
        valueCents: tasks.valueCents,
        category: tasks.category,
      });
    // "Lavar a louça" has no assignment rows: available to every child.
    await tx.insert(taskAssignments).values([
      { taskId: bed!.id, childId: ana },
      { taskId: bed!.id, childId: bruno },
      { taskId: reading!.id, childId: ana },
      { taskId: backpack!.id, childId: bruno },
      { taskId: plants!.id, childId: bruno },
    ]);

    const [goal] = await tx
      .insert(goals)
      .values({
        childId: ana,
        familyId: parentId,
        title: 'Kit de arte',
        targetCents: 12000,
        savedCents: 200,
        category: 'Arte',
        description: 'Lápis de cor, pincéis e um caderno de desenho.',
        createdAt: daysAgo(2, now),
      })
      .returning({ id: goals.id });

    /** Approved submission of `task` by a child, returning its id. */
    const approvedSubmission = async (
      childId: string,
      childName: string,
      childAge: number,
      task: { id: string; title: string; valueCents: number; category: string },
      at: Date,
      requiresApproval = true,
      status: 'approved' | 'pending' = 'approved',
    ) => {
      const [row] = await tx
        .insert(taskSubmissions)
        .values({
          familyId: parentId,
          childId,
          taskId: task.id,
          childName,
          childAge,
          taskTitle: task.title,
          category: task.category,
          valueCents: task.valueCents,
          completedAt: at,
          requiresApproval,
          status,
          approved: status === 'approved',
          approvedAt: status === 'approved' ? at : null,
          reviewedBy: requiresApproval && status === 'approved' ? parentId : null,
          // The reward is credited at completion (ADR 010), so the ledger has it either way.
          rewardCreditedAtCompletion: true,
          metadata: { source: 'seed' },
          createdAt: at,
        })
        .returning({ id: taskSubmissions.id });
      return row!.id;
    };

    const ledger: Record<string, LedgerLine[]> = {
      [ana]: [
        {
          type: 'task_reward',
          description: `Tarefa concluída: ${dishes!.title}`,
          amountCents: dishes!.valueCents,
          at: daysAgo(3, now),
          taskId: dishes!.id,
          submissionId: await approvedSubmission(ana, 'Ana', 10, dishes!, daysAgo(3, now)),
        },
        {
          type: 'task_reward',
          description: `Tarefa concluída: ${bed!.title}`,
          amountCents: bed!.valueCents,
          at: daysAgo(2, now),
          taskId: bed!.id,
          submissionId: await approvedSubmission(ana, 'Ana', 10, bed!, daysAgo(2, now)),
        },
        {
          type: 'goal_deposit',
          description: 'Depósito na meta: Kit de arte',
          amountCents: -200,
          at: daysAgo(1, now),
          goalId: goal!.id,
        },
      ],
      [bruno]: [
        {
          type: 'task_reward',
          description: `Tarefa concluída: ${dishes!.title}`,
          amountCents: dishes!.valueCents,
          at: daysAgo(2, now),
          taskId: dishes!.id,
          submissionId: await approvedSubmission(bruno, 'Bruno', 14, dishes!, daysAgo(2, now)),
        },
        {
          type: 'task_reward',
          description: `Tarefa concluída: ${backpack!.title}`,
          amountCents: backpack!.valueCents,
          at: daysAgo(1, now),
          taskId: backpack!.id,
          submissionId: await approvedSubmission(
            bruno,
            'Bruno',
            14,
            backpack!,
            daysAgo(1, now),
            false,
          ),
        },
        {
          type: 'task_reward',
          description: `Tarefa concluída: ${plants!.title}`,
          amountCents: plants!.valueCents,
          at: new Date(now.getTime() - 2 * 3_600_000),
          taskId: plants!.id,
          submissionId: await approvedSubmission(
            bruno,
            'Bruno',
            14,
            plants!,
            new Date(now.getTime() - 2 * 3_600_000),
            true,
            'pending',
          ),
        },
      ],
    };
    const pendingTasks: Record<string, number> = { [bruno]: 1 };

    for (const [childId, lines] of Object.entries(ledger)) {
      let balance = 0;
      let earned = 0;
      let xp = 0;
      let rewards = 0;
      for (const line of lines) {
        await tx.insert(transactions).values({
          familyId: parentId,
          childId,
          taskSubmissionId: line.submissionId ?? null,
          taskId: line.taskId ?? null,
          goalId: line.goalId ?? null,
          type: line.type,
          description: line.description,
          amountCents: line.amountCents,
          balanceBeforeCents: balance,
          balanceAfterCents: balance + line.amountCents,
          createdAt: line.at,
          createdBy: parentId,
          source: 'seed',
        });
        balance += line.amountCents;
        if (line.type === 'task_reward') {
          earned += line.amountCents;
          xp += xpFor(line.amountCents);
          rewards += 1;
        }
      }
      await tx
        .update(children)
        .set({
          balanceCents: balance,
          totalEarnedCents: earned,
          xp,
          level: Math.floor(xp / 500) + 1,
          tasksCompleted: rewards,
          pendingTasks: pendingTasks[childId] ?? 0,
        })
        .where(eq(children.id, childId));
      // Streaks and achievements as the BFF keeps them after any movement (ADR 025), so the
      // demo children open their profile with what their history earned.
      const [row] = await tx.select().from(children).where(eq(children.id, childId));
      await rebuildChildDays(tx, childId);
      await refreshProgress(tx, row!, now, { activeDaysChanged: true });
    }
    return { created: true };
  });
}
