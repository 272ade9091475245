import type { Vote } from '@squadboard/domain/retro/mood.rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { showAckFailure } from '../../../lib/failures.ts';
import type { RoomPartProps } from '../board/board-api.ts';
import { useMoodDetailsRequests } from './details-request.ts';
import { detailsOnArrival, type EndingLocal, endingStep, INITIAL_ENDING } from './ending-model.ts';
import { FeedbackPrompt } from './feedback-prompt.tsx';
import { MoodVoteResult, MoodVoteWaiting } from './mood-vote-modals.tsx';

// The details table shows once per retro, after its end: loaded then, not with every board.
const MoodDetails = lazy(() => import('./mood-details.tsx').then((m) => ({ default: m.MoodDetails })));

/**
 * The end of the retro: the mood vote, its result and details (spec 002 §4 "Ending and
 * cadence"). Everything follows `board.moodVote`, which the server times, so a reload mid-vote
 * shows the same step; see ending-model.ts.
 */
export function EndingFlow({ board, send }: RoomPartProps) {
  const moodVote = board?.moodVote ?? null;
  const [local, setLocal] = useState<EndingLocal>(INITIAL_ENDING);
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [answering, setAnswering] = useState(false);
  const arrived = useRef(false);
  const requests = useMoodDetailsRequests();
  const requestsAtMount = useRef(requests);
  const patch = (change: Partial<EndingLocal>) => setLocal((current) => ({ ...current, ...change }));

  useEffect(() => {
    if (!moodVote) {
      return;
    }
    if (moodVote.phase === 'voting') {
      setLocal((current) => (current.sawVoting ? current : { ...current, sawVoting: true }));
    }
    if (!arrived.current) {
      arrived.current = true;
      if (detailsOnArrival(moodVote)) {
        setLocal((current) => ({ ...current, detailsOpen: true }));
      }
    }
  }, [moodVote]);

  // The sub-header's "Cadence details" button.
  useEffect(() => {
    if (requests !== requestsAtMount.current) {
      setLocal((current) => ({ ...current, detailsOpen: true, resultClosed: true }));
    }
  }, [requests]);

  const vote = (choice: Vote) => {
    patch({ sent: true });
    void send('cadence_input', { vote: choice }).then((ack) => {
      // A vote arriving after the count changes nothing; say so only for real failures.
      if (ack.ok || ack.code !== 'VOTE_CLOSED') {
        showAckFailure(ack);
      }
    });
  };

  const answer = async (useful: boolean) => {
    setAnswering(true);
    try {
      const ack = await send('acceptMetrics', { useful });
      if (!showAckFailure(ack)) {
        setAnswered(useful);
      }
    } finally {
      setAnswering(false);
    }
  };

  const step = endingStep(moodVote, local);
  const summary = moodVote?.summary ?? null;
  switch (step) {
    case 'prompt':
      return <FeedbackPrompt onVote={vote} />;
    case 'waiting':
      return <MoodVoteWaiting />;
    case 'result':
      return (
        <MoodVoteResult
          mood={summary?.cadenceResult ?? 'none'}
          onClose={() => patch({ resultClosed: true, detailsOpen: true })}
        />
      );
    case 'details':
      return summary ? (
        <Suspense fallback={null}>
          <MoodDetails
            summary={summary}
            useful={answered ?? moodVote?.myUseful ?? null}
            answering={answering}
            onAnswer={(useful) => void answer(useful)}
            onClose={() => patch({ detailsOpen: false })}
          />
        </Suspense>
      ) : null;
    default:
      return null;
  }
}
