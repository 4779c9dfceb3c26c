import { activityHandler } from '@/lib/proxy';

// The handler reads the raw body itself, as the proxy does: its size limit, its 400 for anything but `{}`.
export const config = { api: { bodyParser: false } };

export default activityHandler;
