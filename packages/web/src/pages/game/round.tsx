/**
 * A quiz round (issue 14; Bourse's own page, opened from game/game): `?id=` the round.
 */
import { useSearchParams } from '../../app/routing.tsx';
import { RoundScreen } from '../../features/game/components/RoundScreen.tsx';

export default function QuizRoundPage() {
  const [params] = useSearchParams();
  return <RoundScreen id={Number(params.get('id')) || 0} />;
}
