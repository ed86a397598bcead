int fdt;
