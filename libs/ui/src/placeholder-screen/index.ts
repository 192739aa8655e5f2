export { PlaceholderScreen, type PlaceholderScreenProps } from './placeholder-screen';
