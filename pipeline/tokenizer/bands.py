"""The fixed bands: hand-curated tokens at pinned ids.

Layout (ids are pinned by this file; a band's list is append-only within its capacity, so a token
keeps its id across retrains and code versions of the same ``LAYOUT_VERSION``):

    0..63        specials (PAD, UNK, BOS, EOS, FIM, CODE, THINK*, tools, compile, diff, ...)
    64..319      the 256 byte values (so every input is encodable and there is no UNK)
    320..        keywords, operators/punctuation, preprocessor, attributes, numbers, indent,
                 STL/stdlib, then the domain catalogue (kept or cut by the scan; a cut slot stays
                 reserved so every kept domain token has the same id whatever the sample)
    LEARNED_START..vocab_size-1   the learned BPE band

A band's unused capacity is reserved (never produced). No fixed token contains a newline, so no
token crosses a newline-delimited segment.

>>> layout = band_layout()
>>> layout["keywords"][0], band_tokens()["keywords"][:3]
(320, ['alignas', 'alignof', 'and'])
"""

from __future__ import annotations

from functools import cache

LAYOUT_VERSION = 1


def _words(s: str) -> list[str]:
    """Whitespace-separated words of a block of text (keeps the long lists below readable)."""
    return s.split()


N_SPECIAL = 64
BYTES_START = 64

_SPECIAL_NAMES = _words(
    "PAD UNK BOS EOS FIM_PREFIX FIM_MIDDLE FIM_SUFFIX FIM_PAD CODE_START CODE_END "
    "THINK_START THINK_END THINK_ERROR_START THINK_ERROR_END THINK_FIX_START THINK_FIX_END "
    "THINK_TRACE_START THINK_TRACE_END THINK_VERIFY_START THINK_VERIFY_END THINK_PLAN_START THINK_PLAN_END "
    "QUERY_TOOL TOOL_RESULT COMPILE_START COMPILE_END COMPILE_OK COMPILE_ERROR SCRIPT_START SCRIPT_END "
    "DIFF_START DIFF_END DIFF_ADD DIFF_DEL COMMENT_START COMMENT_END FILE_SEP FILE_NAME REPO_NAME MASK"
)
SPECIAL_TOKENS: tuple[str, ...] = tuple(f"<{n}>" for n in _SPECIAL_NAMES) + tuple(
    f"<RESERVED_{i}>" for i in range(len(_SPECIAL_NAMES), N_SPECIAL)
)
# The special ids the pipeline writes, defined once: their places in SPECIAL_TOKENS.
PAD_ID, UNK_ID, BOS_ID, EOS_ID = (SPECIAL_TOKENS.index(f"<{n}>") for n in ("PAD", "UNK", "BOS", "EOS"))

_KEYWORDS = _words("""
alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t
class compl concept const consteval constexpr constinit const_cast continue contract_assert co_await
co_return co_yield decltype default delete do double dynamic_cast else enum explicit export extern false
float for friend goto if inline int long mutable namespace new noexcept not not_eq nullptr operator or
or_eq private protected public register reinterpret_cast requires return short signed sizeof static
static_assert static_cast struct switch template this thread_local throw true try typedef typeid
typename union unsigned using virtual void volatile wchar_t while xor xor_eq final override import
module pre post atomic_cancel atomic_commit atomic_noexcept reflexpr synchronized transaction_safe
transaction_safe_dynamic trivially_relocatable_if_eligible replaceable_if_eligible
_Alignas _Alignof _Atomic _BitInt _Bool _Complex _Decimal32 _Decimal64 _Decimal128 _Generic _Imaginary
_Noreturn _Pragma _Static_assert _Thread_local restrict typeof typeof_unqual
""")

_OPERATORS = _words(
    "+= -= *= /= %= ^= &= |= <<= >>= == != <= >= <=> && || ++ -- << >> -> ->* .* :: ... ## // "
    "/* */ /** /// //! ///< () (); ); )); ))) {} }; }); [] [0] [i] ){ ** ::~ <> <T> const& && &) *) "
    "(void) (const template< operator= operator== operator!= operator< operator() operator[] operator<< "
    "operator-> operator* operator+ operator-"
) + [
    ") {",
    "} else {",
    "} else if (",
    "if (",
    "for (",
    "while (",
    "switch (",
    "const &",
    "template <",
    "<typename",
    "operator bool",
    " */",
    " * ",
    " *",
    "/*!",
    "//",
    " // ",
    "; ",
    ", ",
]

_PREPROCESSOR = """
#include
#include <
#include "
#include_next
#define
#undef
#if
#ifdef
#ifndef
#else
#elif
#elifdef
#elifndef
#endif
#pragma
#pragma once
#pragma GCC
#pragma clang
#pragma omp
#pragma unroll
#error
#warning
#line
#embed
# define
# include
# if
# ifdef
# ifndef
# endif
# else
# elif
# undef
#  define
#  include
#  if
#  ifdef
#  ifndef
#  endif
#  else
#   define
#    define
defined(
defined
__has_include
__has_include_next
__has_cpp_attribute
__has_builtin
__has_feature
__has_attribute
__has_extension
__VA_ARGS__
__VA_OPT__
__FILE__
__LINE__
__DATE__
__TIME__
__COUNTER__
__func__
__FUNCTION__
__PRETTY_FUNCTION__
__cplusplus
__STDC__
__STDC_VERSION__
__STDC_HOSTED__
__GNUC__
__GNUC_MINOR__
__GNUC_PATCHLEVEL__
__clang__
__clang_major__
_MSC_VER
__INTEL_COMPILER
__NVCC__
__CUDACC__
__CUDA_ARCH__
__HIPCC__
__HIP_PLATFORM_AMD__
_WIN32
_WIN64
__linux__
__unix__
__APPLE__
__MACH__
__FreeBSD__
__ANDROID__
__EMSCRIPTEN__
__x86_64__
__i386__
__aarch64__
__arm__
__riscv
__powerpc64__
__BYTE_ORDER__
__ORDER_LITTLE_ENDIAN__
__ORDER_BIG_ENDIAN__
__SIZEOF_POINTER__
__SIZEOF_LONG__
NDEBUG
_DEBUG
__OPTIMIZE__
__SSE2__
__AVX__
__AVX2__
__AVX512F__
__ARM_NEON
""".strip("\n").splitlines()

_ATTRIBUTES = """
[[
]]
[[nodiscard]]
[[nodiscard(
[[maybe_unused]]
[[noreturn]]
[[likely]]
[[unlikely]]
[[fallthrough]]
[[deprecated]]
[[deprecated(
[[no_unique_address]]
[[carries_dependency]]
[[assume(
[[indeterminate]]
[[gnu::
[[clang::
[[msvc::
__attribute__
__attribute__((
__declspec
__declspec(
__restrict
__restrict__
__inline
__inline__
__forceinline
__always_inline
__noinline__
__visibility__
__aligned__
__packed__
__unused__
__used__
__weak__
__section__
__format__
__nonnull__
__noreturn__
__pure__
__const__
__malloc__
__deprecated__
__warn_unused_result__
__nothrow__
__leaf__
__may_alias__
__always_inline__
__cold__
__hot__
__builtin_expect
__builtin_unreachable
__builtin_trap
__builtin_popcount
__builtin_popcountll
__builtin_clz
__builtin_clzll
__builtin_ctz
__builtin_ctzll
__builtin_memcpy
__builtin_memset
__builtin_offsetof
__builtin_constant_p
__builtin_assume
__builtin_bswap16
__builtin_bswap32
__builtin_bswap64
__builtin_prefetch
__builtin_va_list
__builtin_va_start
__builtin_va_end
__builtin_is_constant_evaluated
__builtin_add_overflow
__builtin_mul_overflow
__extension__
__asm__
__volatile__
__typeof__
__alignof__
__int128
__uint128_t
__int128_t
likely
unlikely
noexcept(
alignas(
visibility("default")
""".strip("\n").splitlines()


def _numbers() -> list[str]:
    out = ["0x", "0X", "0b", "0B"]
    hexd = "0123456789ABCDEF"
    out += [f"0x{a}{b}" for a in hexd for b in hexd]
    out += [f"0x{a}{b}".lower() for a in hexd for b in hexd if (a + b).lower() != a + b]
    out += _words("""
0x0000 0xFFFF 0xffff 0x00000000 0xFFFFFFFF 0xffffffff 0x7FFFFFFF 0x7fffffff 0x80000000 0x8000 0x7FFF 0x7fff
0xFFFFFFFFFFFFFFFF 0xffffffffffffffff 0x0000000000000000 0x7FFFFFFFFFFFFFFF 0x8000000000000000 0x0001
0x00FF 0x00ff 0xFF00 0xff00 0x000000FF 0x0000FFFF 0xFFFF0000
0xDEADBEEF 0xdeadbeef 0xCAFEBABE 0xcafebabe 0xFEEDFACE 0xfeedface 0xBAADF00D 0xDEADC0DE 0xCCCCCCCC
0xCDCDCDCD 0xABABABAB 0x9E3779B9 0x9e3779b9 0x9E3779B97F4A7C15 0x5A5A5A5A 0xA5A5A5A5
0.0 0.0f 1.0 1.0f 0.5 0.5f 2.0 2.0f 0.1 0.1f 0.25 0.25f 10.0 100.0 1000.0 0.001 -1.0 -1.0f 3.14159
3.14159265358979323846 1.5 1.5f 255.0 255.0f 1e-3 1e-5 1e-6 1e-7 1e-8 1e-9 1e-10 1e-12 1e-15 1e3 1e6 1e9
1e-5f 1e-6f 1e-8f 1e-3f e+ e- E+ E- .0 .0f .5 .5f f16 f32 f64 bf16 F16 BF16
ul UL lu LU ll LL ull ULL llu LLU uz UZ zu ZU 0u 1u 0U 1U 0L 1L 0UL 1UL 0ul 1ul 0LL 1LL 0ULL 1ULL 0ull 1ull
0uz 1uz 0z 1z 0b0 0b1 0b00 0b01 0b10 0b11 1024 4096 65536 0xff 255 256 1000 1000000
""")
    seen: set[str] = set()
    return [t for t in out if not (t in seen or seen.add(t))]


_INDENT = (
    [" " * n for n in range(2, 17)]
    + [" " * n for n in (20, 24, 28, 32, 40, 48, 64)]
    + ["\t" * n for n in range(1, 9)]
    + ["\t ", "\t  ", "\t   ", "\t    "]
)

_STL_BARE = _words("""
vector string map unordered_map set unordered_set multimap multiset unordered_multimap list forward_list
deque array queue priority_queue stack pair tuple optional variant any span string_view shared_ptr
unique_ptr weak_ptr make_shared make_unique make_pair make_tuple move forward swap exchange size_t
ptrdiff_t nullptr_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t
intmax_t uintmax_t ssize_t off_t size_type value_type difference_type reference const_reference pointer
const_pointer iterator const_iterator reverse_iterator allocator_type key_type mapped_type begin end
cbegin cend rbegin rend size empty push_back emplace_back pop_back push_front pop_front insert erase
find count clear reserve resize capacity data front back emplace get first second c_str substr
npos cout cerr clog endl cin ostream istream ostringstream stringstream istringstream ifstream ofstream
fstream function bind mutex shared_mutex lock_guard unique_lock scoped_lock shared_lock
condition_variable thread jthread atomic memory_order chrono milliseconds microseconds nanoseconds
seconds steady_clock system_clock high_resolution_clock duration_cast time_point numeric_limits is_same
is_same_v enable_if enable_if_t decay_t remove_reference_t remove_cv_t remove_cvref_t conditional_t
integral_constant true_type false_type declval invoke invoke_result_t is_integral_v is_trivially_copyable
is_convertible_v is_base_of_v is_pointer_v is_const_v void_t index_sequence make_index_sequence
sort stable_sort lower_bound upper_bound equal_range binary_search min_element max_element accumulate
transform copy copy_n fill fill_n for_each find_if remove_if all_of any_of none_of iota reverse unique
exception runtime_error logic_error invalid_argument out_of_range bad_alloc length_error error_code
initializer_list allocator char_traits basic_string to_string stoi stol stoul stod hash equal_to less
greater reference_wrapper ref cref static_pointer_cast dynamic_pointer_cast enable_shared_from_this
shared_from_this memcpy memset memmove memcmp strlen strcmp strncmp strcpy strncpy strcat strchr strstr
malloc free calloc realloc printf fprintf snprintf sprintf vsnprintf puts fputs fopen fclose fread fwrite
fflush stderr stdout stdin errno assert abort exit getenv FILE EOF NULL SIZE_MAX INT_MAX INT_MIN
UINT_MAX UINT32_MAX UINT64_MAX INT64_MAX EXIT_SUCCESS EXIT_FAILURE EINVAL ENOMEM
""")

_STD_QUALIFIED = _words("""
vector string map unordered_map set unordered_set pair tuple optional variant array span string_view
shared_ptr unique_ptr weak_ptr make_shared make_unique move forward swap size_t uint8_t uint16_t
uint32_t uint64_t int32_t int64_t function mutex lock_guard unique_lock thread atomic cout cerr endl
min max sort find begin end get numeric_limits is_same_v enable_if_t decay_t declval initializer_list
runtime_error exception ostream istream ostringstream stringstream ifstream ofstream deque list queue
memcpy chrono:: filesystem:: ranges:: views:: this_thread:: placeholders:: literals::
nullopt nullptr_t byte size is_same integral_constant true_type false_type conditional_t
remove_reference_t remove_cvref_t invoke for_each accumulate transform copy fill abs sqrt
""")

_NAMESPACES = _words("""
std:: ::std:: std::chrono:: std::filesystem:: std::ranges:: std::views:: std::this_thread::
llvm:: boost:: detail:: absl:: internal:: impl:: google:: folly:: Eigen:: testing:: ranges:: views::
fs:: chrono:: mlir:: clang:: base:: util:: __gnu_cxx:: __detail:: __cxx11:: tbb:: Qt:: cv:: torch::
at:: c10:: nlohmann:: fmt:: spdlog:: protobuf:: grpc::
""")

# Domain catalogue: (category, candidates). The scan decides which candidates keep their slot.
DOMAIN_CATALOGUE: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (cat, tuple(words.split()))
    for cat, words in (
        (
            "cuda_runtime",
            "__global__ __device__ __host__ __shared__ __constant__ __managed__ __launch_bounds__ "
            "__syncthreads __syncwarp __shfl_sync __shfl_down_sync __shfl_xor_sync __ballot_sync __ldg "
            "__forceinline__ __restrict__ __noinline__ threadIdx blockIdx blockDim gridDim warpSize "
            "cudaMalloc cudaFree cudaMemcpy cudaMemcpyAsync cudaMemset cudaMemsetAsync cudaMallocHost "
            "cudaFreeHost cudaMallocManaged cudaMallocAsync cudaFreeAsync cudaDeviceSynchronize "
            "cudaStreamSynchronize cudaStreamCreate cudaStreamDestroy cudaEventCreate cudaEventRecord "
            "cudaEventSynchronize cudaEventElapsedTime cudaEventDestroy cudaGetLastError cudaGetErrorString "
            "cudaPeekAtLastError cudaSetDevice cudaGetDevice cudaGetDeviceCount cudaGetDeviceProperties "
            "cudaLaunchKernel cudaFuncSetAttribute cudaMemcpyHostToDevice cudaMemcpyDeviceToHost "
            "cudaMemcpyDeviceToDevice cudaMemcpyDefault cudaSuccess cudaError_t cudaStream_t cudaEvent_t "
            "cudaDeviceProp cudaGraph_t cudaGraphExec_t cudaGraphLaunch cudaStreamBeginCapture "
            "cudaStreamEndCapture CUDA_CHECK CUresult CUdeviceptr cuLaunchKernel dim3 half2 __half "
            "__nv_bfloat16 __float2half __half2float",
        ),
        (
            "cublas",
            "cublasHandle_t cublasCreate cublasDestroy cublasSetStream cublasSgemm cublasDgemm cublasHgemm "
            "cublasGemmEx cublasGemmStridedBatchedEx cublasSgemmStridedBatched cublasLtMatmul "
            "cublasLtHandle_t cublasStatus_t CUBLAS_STATUS_SUCCESS CUBLAS_OP_N CUBLAS_OP_T "
            "CUBLAS_COMPUTE_32F CUBLAS_GEMM_DEFAULT",
        ),
        (
            "cudnn",
            "cudnnHandle_t cudnnCreate cudnnDestroy cudnnStatus_t CUDNN_STATUS_SUCCESS "
            "cudnnTensorDescriptor_t cudnnFilterDescriptor_t cudnnConvolutionDescriptor_t "
            "cudnnConvolutionForward cudnnCreateTensorDescriptor cudnnSetTensor4dDescriptor "
            "CUDNN_TENSOR_NCHW CUDNN_DATA_FLOAT",
        ),
        (
            "thrust_cub",
            "thrust:: cub:: thrust::device_vector thrust::host_vector thrust::device_ptr thrust::transform "
            "thrust::reduce thrust::sort thrust::raw_pointer_cast cub::DeviceReduce cub::DeviceScan "
            "cub::DeviceRadixSort cub::BlockReduce cub::WarpReduce cub::BlockScan",
        ),
        (
            "cutlass",
            "cutlass:: cute:: CUTLASS_DEVICE CUTLASS_HOST_DEVICE CUTLASS_PRAGMA_UNROLL CUTLASS_CHECK "
            "cutlass::gemm cutlass::half_t cutlass::bfloat16_t cutlass::layout cute::Tensor cute::Layout",
        ),
        (
            "nccl",
            "ncclComm_t ncclResult_t ncclSuccess ncclAllReduce ncclAllGather ncclReduceScatter ncclBroadcast "
            "ncclReduce ncclSend ncclRecv ncclGroupStart ncclGroupEnd ncclCommInitRank ncclGetUniqueId "
            "ncclUniqueId ncclCommDestroy ncclSum ncclFloat ncclFloat32 ncclBfloat16",
        ),
        (
            "atomics",
            "atomicAdd atomicSub atomicCAS atomicExch atomicMax atomicMin atomicAnd atomicOr atomicXor "
            "__atomic_load_n __atomic_store_n __atomic_fetch_add __atomic_fetch_sub "
            "__atomic_compare_exchange_n __ATOMIC_SEQ_CST __ATOMIC_ACQUIRE __ATOMIC_RELEASE "
            "__ATOMIC_RELAXED __sync_fetch_and_add __sync_synchronize __sync_bool_compare_and_swap "
            "memory_order_relaxed memory_order_acquire memory_order_release memory_order_acq_rel "
            "memory_order_seq_cst compare_exchange_weak compare_exchange_strong fetch_add fetch_sub "
            "atomic_thread_fence",
        ),
        (
            "rocm_hip",
            "hipMalloc hipFree hipMemcpy hipMemcpyAsync hipMemset hipDeviceSynchronize hipStreamCreate "
            "hipStreamSynchronize hipStream_t hipError_t hipSuccess hipGetLastError hipGetErrorString "
            "hipLaunchKernelGGL hipMemcpyHostToDevice hipMemcpyDeviceToHost hipSetDevice hipEvent_t "
            "hipblasHandle_t hipblasSgemm rocblas_handle rocblas_sgemm HIP_CHECK __HIP_DEVICE_COMPILE__",
        ),
        (
            "xla_mhlo_pallas",
            "xla:: mhlo:: stablehlo:: XlaOp XlaBuilder HloInstruction HloModule HloComputation "
            "HloOpcode PjRtClient PjRtBuffer BlockSpec GridSpec pallas_call program_id "
            "mlir::OpBuilder mlir::Value mlir::Type mlir::Location mlir::LogicalResult",
        ),
        (
            "sql",
            "SELECT FROM WHERE INSERT UPDATE DELETE CREATE TABLE VALUES JOIN GROUP ORDER PRIMARY "
            "sqlite3 sqlite3_open sqlite3_close sqlite3_prepare_v2 sqlite3_step sqlite3_finalize "
            "sqlite3_bind_int sqlite3_bind_text sqlite3_column_int sqlite3_column_text sqlite3_exec "
            "sqlite3_stmt SQLITE_OK SQLITE_ROW SQLITE_DONE SQLHANDLE SQLExecDirect query",
        ),
        (
            "grpc",
            "ClientContext ServerContext ServerBuilder CompletionQueue ServerCompletionQueue "
            "ClientAsyncResponseReader ServerAsyncResponseWriter InsecureChannelCredentials "
            "InsecureServerCredentials CreateChannel grpc::Status grpc::StatusCode Status Channel Server",
        ),
        (
            "cxx23_26_library",
            "source_location flat_map flat_set mdspan submdspan cartesian_product zip_transform "
            "adjacent_transform chunk_by slide stride chunk enumerate as_rvalue as_const move_only_function "
            "copyable_function function_ref inplace_vector to_underlying byteswap unreachable "
            "start_lifetime_as forward_like stacktrace basic_stacktrace print println expected "
            "unexpected std::expected std::unexpected std::print std::println std::format std::format_to "
            "std::mdspan std::generator std::ranges::to std::views::zip std::views::enumerate "
            "std::source_location std::flat_map std::span std::bit_cast std::to_underlying "
            "std::unreachable std::move_only_function std::jthread std::stop_token std::latch "
            "std::barrier std::counting_semaphore std::atomic_ref std::execution std::linalg "
            "std::simd std::hazard_pointer std::rcu_domain std::inplace_vector std::text_encoding "
            "std::submdspan std::start_lifetime_as std::is_within_lifetime",
        ),
        (
            "testing",
            "TEST TEST_F TEST_P TYPED_TEST INSTANTIATE_TEST_SUITE_P EXPECT_EQ EXPECT_NE EXPECT_LT "
            "EXPECT_LE EXPECT_GT EXPECT_GE EXPECT_TRUE EXPECT_FALSE EXPECT_NEAR EXPECT_THROW "
            "EXPECT_DEATH EXPECT_THAT EXPECT_CALL ASSERT_EQ ASSERT_NE ASSERT_TRUE ASSERT_FALSE "
            "ASSERT_LT ASSERT_GT ASSERT_NEAR ASSERT_THROW MOCK_METHOD ON_CALL SetUp TearDown "
            "testing::Test testing::_ ::testing:: TEST_CASE SECTION REQUIRE REQUIRE_FALSE CHECK "
            "CHECK_FALSE REQUIRE_THROWS CHECK_THROWS SCENARIO GIVEN WHEN THEN BOOST_AUTO_TEST_CASE "
            "BOOST_AUTO_TEST_SUITE BOOST_AUTO_TEST_SUITE_END BOOST_CHECK BOOST_CHECK_EQUAL "
            "BOOST_REQUIRE BOOST_REQUIRE_EQUAL BOOST_TEST BOOST_CHECK_THROW expected",
        ),
    )
)

# (band name, capacity, tokens). Capacities are pinned; a list may grow only into its capacity.
_FIXED_BANDS: tuple[tuple[str, int], ...] = (
    ("keywords", 160),
    ("operators", 112),
    ("preprocessor", 128),
    ("attributes", 112),
    ("numbers", 576),
    ("indent", 48),
    ("stl", 448),
)
DOMAIN_CAPACITY = 512


@cache
def band_tokens() -> dict[str, list[str]]:
    """The fixed-band token lists, without domain tokens, in pinned order."""
    ops = [t for t in _OPERATORS if len(t.encode()) > 1]
    stl = list(_NAMESPACES) + _STL_BARE + [f"std::{w}" for w in _STD_QUALIFIED]
    stl += [" std::", "(std::", "<std::", " std::vector", " std::string", "const std::", " std::size_t"]
    lists = {
        "keywords": _KEYWORDS,
        "operators": ops,
        "preprocessor": _PREPROCESSOR,
        "attributes": _ATTRIBUTES,
        "numbers": _numbers(),
        "indent": _INDENT,
        "stl": stl,
    }
    out: dict[str, list[str]] = {}
    seen: set[bytes] = {bytes([b]) for b in range(256)}
    for name, _cap in _FIXED_BANDS:
        band = []
        for t in lists[name]:
            b = t.encode()
            if b in seen:
                continue  # earlier band (or a byte token) already holds it
            seen.add(b)
            band.append(t)
        out[name] = band
    return out


@cache
def domain_candidates() -> list[tuple[str, str]]:
    """(category, token) in pinned order; duplicates of fixed tokens and of each other dropped."""
    seen = {t.encode() for band in band_tokens().values() for t in band}
    out = []
    for cat, words in DOMAIN_CATALOGUE:
        for w in words:
            if w.encode() in seen or len(w.encode()) < 2:
                continue
            seen.add(w.encode())
            out.append((cat, w))
    return out


@cache
def band_layout() -> dict[str, tuple[int, int]]:
    """Band name -> [start, end) id range (end exclusive). ``learned`` ends at the vocab size."""
    layout = {"special": (0, N_SPECIAL), "bytes": (BYTES_START, BYTES_START + 256)}
    pos = BYTES_START + 256
    tokens = band_tokens()
    for name, cap in _FIXED_BANDS:
        if len(tokens[name]) > cap:
            raise AssertionError(f"band {name} holds {len(tokens[name])} tokens, capacity {cap}")
        layout[name] = (pos, pos + cap)
        pos += cap
    if len(domain_candidates()) > DOMAIN_CAPACITY:
        raise AssertionError("domain catalogue exceeds its capacity")
    layout["domain"] = (pos, pos + DOMAIN_CAPACITY)
    pos += DOMAIN_CAPACITY
    layout["learned"] = (pos, -1)
    return layout


LEARNED_START = 320 + sum(c for _, c in _FIXED_BANDS) + DOMAIN_CAPACITY
