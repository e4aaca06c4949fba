import './plugin.js';
import './type.js';
import './instance.js';
import './conditions.js';
import './actions.js';
import './expressions.js';
