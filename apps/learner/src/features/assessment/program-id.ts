import { useParams } from 'react-router';

/** The route's program id, or null when the address holds something that is not one. */
export function useProgramIdParam(): number | null {
  const value = Number(useParams().program_id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
