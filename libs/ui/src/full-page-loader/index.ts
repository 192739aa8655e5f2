export { FullPageLoader, type FullPageLoaderProps } from './full-page-loader';
