/* another architecture's header of the same name */
int arm_leaf;
