// NWScript: opens the door the player clicked
#include "x0_i0_doors"

void main()
{
    object oDoor = OBJECT_SELF;
    ActionOpenDoor(oDoor);
}
