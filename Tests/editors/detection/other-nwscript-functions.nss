/* Heartbeat script */
int GetHitDice(object oCreature);

void main()
{
    int nCount = GetLocalInt(OBJECT_SELF, "count");
    SetLocalInt(OBJECT_SELF, "count", nCount + 1);
}
