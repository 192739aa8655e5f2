export { StrideProvider, type StrideProviderProps } from './stride-provider';
