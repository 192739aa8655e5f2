export { FormMessage, type FormMessageProps, type FormMessageType } from './form-message';
