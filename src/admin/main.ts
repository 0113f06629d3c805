// The default policy must exist before the editor's first sink: this import runs first.
import './trusted-types';
import CMS from '@sveltia/cms';
import { registerSaveRules } from './save-rules';

registerSaveRules(CMS);
void CMS.init();
