export { AnswerBanner, type AnswerBannerProps } from './answer-banner';
