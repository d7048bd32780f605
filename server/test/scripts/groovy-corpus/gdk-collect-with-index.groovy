println(['x', 'y'].withIndex().collect { v, i -> "$v$i" })
