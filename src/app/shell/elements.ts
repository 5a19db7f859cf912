// The custom elements the shell renders (each defines itself once).
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '../../../elements/modal/modal';
import '../../../elements/sub-nav/sub-nav';
