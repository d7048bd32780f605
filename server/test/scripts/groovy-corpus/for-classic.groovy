for (int i = 0; i < 3; i++) {
  println "row $i"
}
