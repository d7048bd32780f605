def result = [1, 2, 3, 4]
  .collect { it * 2 }   // doubled
  .findAll { it > 2 }   /* big ones */
  .join('-')
println result
