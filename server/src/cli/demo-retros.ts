import { randomUUID } from 'node:crypto';
import type { Caller } from '@squadboard/domain';
import {
  type ActionPriority,
  type ActionStatus,
  ZActionListQuery,
} from '@squadboard/domain/actions/action.schema';
import { addDays } from '@squadboard/domain/common/calendar-date';
import { VOTE_TIMING, type Vote } from '@squadboard/domain/retro/mood.rules';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { unitOfWork } from '../db/unit-of-work.ts';
import { createActionsRepository } from '../modules/actions/actions.repository.ts';
import { actionsWriterIn, createActionsService } from '../modules/actions/actions.service.ts';
import { createBoardRepository } from '../modules/retro-board/board.repository.ts';
import { type BoardActor, createBoardService } from '../modules/retro-board/board.service.ts';
import { createConvertService } from '../modules/retro-board/convert.service.ts';
import { createEndingRepository } from '../modules/retro-board/ending.repository.ts';
import { createEndingService } from '../modules/retro-board/ending.service.ts';
import { createRoomRepository } from '../modules/retro-room/room.repository.ts';
import { createRoomService } from '../modules/retro-room/room.service.ts';
import { createRetrosRepository } from '../modules/retros/retros.repository.ts';
import { createRetrosService } from '../modules/retros/retros.service.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoSprint } from './demo-sprints.ts';

// Demo Squad's retros: one held on the last day of each completed sprint, with the
// whole squad's cards and likes, two cards turned into actions, the end and its mood vote, and
// the actions followed up since; and the next one scheduled for the running sprint's last day.
// Made through the room, board, ending and action services the socket gateway calls.

interface RetroStory {
  /** Cards by column (Went well, To improve, Action items), each by the person at that index. */
  cards: readonly (readonly { by: number; text: string; likes: readonly number[] }[])[];
  /** Cards (column, index) turned into actions, and what became of each since. */
  actions: readonly {
    card: readonly [number, number];
    owner: number;
    priority: ActionPriority;
    dueInDays: number;
    followUp: ActionStatus;
  }[];
  votes: readonly Vote[];
}

const STORIES: readonly RetroStory[] = [
  {
    cards: [
      [
        { by: 1, text: 'Card payments went out without a hitch', likes: [0, 2, 3] },
        { by: 2, text: 'Pairing on the monitoring task', likes: [1] },
      ],
      [
        { by: 3, text: 'Stand-ups ran long', likes: [0, 1] },
        { by: 2, text: 'Stories reached Refinement without designs', likes: [1, 3] },
      ],
      [{ by: 1, text: 'Book design reviews before Refinement', likes: [0, 2, 3] }],
    ],
    actions: [
      { card: [2, 0], owner: 1, priority: 'High', dueInDays: 7, followUp: 'Closed' },
      { card: [1, 0], owner: 2, priority: 'Medium', dueInDays: 10, followUp: 'In Progress' },
    ],
    votes: ['happy', 'happy', 'flat', 'happy'],
  },
  {
    cards: [
      [
        { by: 2, text: 'Design reviews caught two problems early', likes: [0, 1, 3] },
        { by: 3, text: 'Faster test runs', likes: [2] },
      ],
      [
        { by: 1, text: 'Two items carried over again', likes: [0, 2] },
        { by: 3, text: 'Bugs came in mid-sprint without triage', likes: [1, 2] },
      ],
      [{ by: 0, text: 'Triage new bugs every Tuesday', likes: [1, 2, 3] }],
    ],
    actions: [
      { card: [2, 0], owner: 1, priority: 'High', dueInDays: 4, followUp: 'Open' },
      { card: [1, 0], owner: 0, priority: 'Low', dueInDays: 12, followUp: 'Open' },
    ],
    votes: ['flat', 'happy', 'sad', 'flat'],
  },
];

const noop = () => {};
const quietLog = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

export async function seedDemoRetros(
  db: Db,
  admin: Caller,
  people: readonly UserRow[],
  squadId: string,
  sprints: readonly DemoSprint[],
  clock: DemoClock,
): Promise<void> {
  const now = clock.now;
  const retros = createRetrosService({
    repo: createRetrosRepository(db),
    log: quietLog,
    now,
  });
  const rooms = createRoomService({ repo: createRoomRepository(db), now });
  const board = createBoardService({ repo: createBoardRepository(db), now });
  const ending = createEndingService({
    work: unitOfWork(db, (executor) => ({
      board: createBoardRepository(executor),
      ending: createEndingRepository(executor),
    })),
    now,
  });
  const convert = createConvertService({
    work: unitOfWork(db, (executor) => ({
      board: createBoardRepository(executor),
      actions: actionsWriterIn(createActionsRepository(executor), now),
    })),
  });
  const actions = createActionsService({ repo: createActionsRepository(db), now });

  const person = (index: number) => {
    const found = people[index];
    if (!found) {
      throw new Error(`the demo has no person ${index}`);
    }
    return found;
  };
  const seat = async (retro: Retro, user: UserRow): Promise<BoardActor> => {
    const identity = { kind: 'user', userId: user.id } as const;
    let entered = await rooms.enter(identity, retro.room);
    if (entered.state === 'waiting') {
      // Members knock; the admin, seated first, lets them in, as the room's door does.
      await rooms.decide({ kind: 'user', userId: person(0).id }, retro.id, 'admit', [entered.me.id]);
      entered = await rooms.enter(identity, retro.room);
    }
    if (entered.state !== 'admitted') {
      throw new Error(`${user.email} was not let into ${retro.title}`);
    }
    return { retroId: retro.id, participantId: entered.me.id, name: entered.me.name, role: entered.me.role };
  };

  const followUps: { at: string; id: string; ownerId: string; status: ActionStatus }[] = [];
  for (const [index, story] of STORIES.entries()) {
    const sprint = sprints[index];
    if (!sprint) {
      continue;
    }
    clock.at(sprint.endDate, 14);
    const { retro } = await retros.create(admin, {
      title: `${sprint.name} retro`,
      squadId,
      template: 'went-well',
      startType: 'instant',
    });
    const seats: BoardActor[] = [];
    for (const user of people) {
      seats.push(await seat(retro, user));
    }
    const actor = (i: number) => seats[i] as BoardActor;
    const { columns } = await board.board(retro.id, null);
    const cardIds: string[][] = [];
    for (const [c, cards] of story.cards.entries()) {
      const column = columns[c];
      if (!column) {
        throw new Error(`${retro.title} has no column ${c}`);
      }
      const ids: string[] = [];
      for (const card of cards) {
        clock.advance(60_000);
        const added = await board.apply(actor(card.by), 'add', {
          opId: randomUUID(),
          columnId: column.id,
          text: card.text,
        });
        const id = added.ack.card.id;
        ids.push(id);
        for (const by of card.likes) {
          await board.apply(actor(by), 'like', { opId: randomUUID(), cardId: id });
        }
      }
      cardIds.push(ids);
    }
    for (const planned of story.actions) {
      const cardId = cardIds[planned.card[0]]?.[planned.card[1]];
      const card = story.cards[planned.card[0]]?.[planned.card[1]];
      if (!cardId || !card) {
        throw new Error(`${retro.title} has no card ${planned.card.join(',')}`);
      }
      const made = await convert.convert(actor(0), person(0).id, {
        opId: randomUUID(),
        cardId,
        title: card.text,
        description: `From the ${retro.title}.`,
        ownerId: person(planned.owner).id,
        status: 'Open',
        priority: planned.priority,
        dueDate: addDays(sprint.endDate, planned.dueInDays),
      });
      if (planned.followUp !== 'Open') {
        followUps.push({
          at: addDays(sprint.endDate, Math.min(planned.dueInDays, 5)),
          id: made.ack.actionId,
          ownerId: person(planned.owner).id,
          status: planned.followUp,
        });
      }
    }
    clock.advance(30 * 60_000);
    await ending.end(actor(0), randomUUID());
    clock.advance(5_000);
    for (const [i, vote] of story.votes.entries()) {
      await ending.vote(actor(i), vote);
      await ending.useful(actor(i), i % 3 !== 2);
    }
    clock.advance(VOTE_TIMING.resultMs);
    await ending.finalize(retro.id);
  }

  // What became of the actions: the owners took them on in the following sprint.
  for (const followUp of followUps) {
    clock.at(followUp.at, 10);
    const page = await actions.list(admin, ZActionListQuery.parse({ squadId, pageSize: 20 }));
    const action = page.items.find((item) => item.id === followUp.id);
    if (!action) {
      throw new Error('the demo lost an action');
    }
    await actions.update(admin, action.id, {
      squadId,
      title: action.title,
      description: action.description,
      ownerId: followUp.ownerId,
      status: followUp.status,
      priority: action.priority,
      dueDate: action.dueDate,
    });
  }

  // The running sprint's retro, on its last day.
  const running = sprints[STORIES.length];
  if (running) {
    clock.at(addDays(running.endDate, 1), 0);
    const scheduledAt = new Date(`${running.endDate}T14:00:00Z`);
    if (scheduledAt.getTime() > Date.now()) {
      await retros.create(admin, {
        title: `${running.name} retro`,
        squadId,
        template: 'went-well',
        startType: 'schedule',
        scheduledAt: scheduledAt.toISOString(),
      });
    }
  }
}
