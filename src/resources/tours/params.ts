import { Type } from '@sinclair/typebox';

/** Tours are addressed by UUID or public id; the service resolves which (anything else is a 404). */
export const TourRefParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, description: 'the tour\'s UUID or public id' }),
});
