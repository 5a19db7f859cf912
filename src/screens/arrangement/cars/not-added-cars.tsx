import { CarList } from './car-list';

/** /arrangement/car/not_added: versions the selected arrangement does not offer, with the reasons. */
export default function Screen() {
  return <CarList kind="notAdded" />;
}
