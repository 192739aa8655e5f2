import { useId } from 'react';
import classes from './star-rating.module.css';

export interface StarRatingProps {
  /** The category rated, e.g. "Overall": the group's legend and the start of each star's name ("Overall: 3 stars"). */
  label: string;
  /** Stars given; 0 when none is chosen yet. */
  value: number;
  /** Called with the star chosen, from 1 to `count`. */
  onChange: (value: number) => void;
  /** How many stars there are (5 unless told). */
  count?: number;
}

/**
 * A row of stars to rate one thing: a fieldset of native radios, so Tab reaches it, the arrow keys move
 * between stars and screen readers name each one. Choosing star n gives the rating n.
 */
export function StarRating({ label, value, onChange, count = 5 }: StarRatingProps) {
  const name = useId();
  const stars = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.stars}>
        {stars.map((star) => (
          <label key={star} className={classes.star} data-filled={star <= value || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={star}
              checked={star === value}
              onChange={() => onChange(star)}
              aria-label={`${label}: ${star} ${star === 1 ? 'star' : 'stars'}`}
            />
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill={star <= value ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
              <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
