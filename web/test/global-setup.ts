// Integration tests start the real product many times: build the web app once, up front.
import { ensureBuild } from '@/server/build';

export default function setup() {
  ensureBuild();
}
