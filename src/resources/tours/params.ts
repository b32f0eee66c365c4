import { Type } from '@sinclair/typebox';
import { PublicRef } from '../../contract/refs.js';

export const TourRefParams = Type.Object({ id: PublicRef('tour') });
