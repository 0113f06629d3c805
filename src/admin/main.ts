// The default policy must exist before the editor's first sink: this import runs first.
import './trusted-types';
import CMS from '@sveltia/cms';

void CMS.init();
