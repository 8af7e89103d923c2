/** The caller's own workshop lists as id subqueries: those they are going to, and the rooms they are in. */
import { type SQL, sql } from 'drizzle-orm';
import { workshopGoing, workshopMembers, workshops } from '../../db/schema';

/** The workshops the user said they are going to. */
export const myGoing = (userId: number): SQL =>
  sql`(select ${workshopGoing.workshopId} from ${workshopGoing} where ${workshopGoing.userId} = ${userId})`;

/** The rooms the user is in: as organiser, as tagged artist, or as a member. */
export const myRooms = (userId: number): SQL =>
  sql`(select ${workshopMembers.workshopId} from ${workshopMembers} where ${workshopMembers.userId} = ${userId}
    union select ${workshops.id} from ${workshops}
    where ${workshops.userId} = ${userId} or ${workshops.teacherId} = ${userId})`;
