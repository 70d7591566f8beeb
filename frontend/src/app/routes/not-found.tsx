import { NotFoundScreen } from './not-found-screen';

export const Component = NotFoundScreen;
