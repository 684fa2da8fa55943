import type { ActionArgs } from "../context";
import { scheduleAction } from "../editor/schedule.server";

/** POST /editor/<type>/<key>/agenda: the item's "Agendar" section (app/editor/ScheduleSection.tsx). */
export const action = (args: ActionArgs) => scheduleAction(args);
