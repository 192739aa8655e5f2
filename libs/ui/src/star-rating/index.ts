export { StarRating, type StarRatingProps } from './star-rating';
