def f = { ->
  try {
    return 'body'
  } finally {
    println 'finally ran'
  }
}
println f()
